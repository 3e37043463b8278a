import { describe, expect, it } from "vitest";
import { DEFAULT_CODE_EXPIRE_SECONDS, SendCodeUseCase } from "../../../core/auth/send-code.use-case";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";
import { CODE_EXPIRE_SECONDS } from "../../support/fake-sso-api";

const setup = () => {
  const h = coreHarness();
  h.api.addAccount({
    username: "bob_0001",
    password: "pass1234",
    email: "bob@example.com",
    country: "CN",
    phone: "13900139000",
  });
  return { ...h, sendCode: new SendCodeUseCase(h.api) };
};

describe("SendCodeUseCase", () => {
  it("sends a register code by email and returns the server's resend wait", async () => {
    const { sendCode, api } = setup();
    const sent = expectOk(
      await sendCode.execute({ channel: "email", email: "new@example.com", purpose: "register" }),
    );
    expect(sent).toEqual({ expireSeconds: CODE_EXPIRE_SECONDS, validForSeconds: 300 });
    expect(api.lastCodeFor("new@example.com")).toMatch(/^\d{6}$/);
  });

  it("sends reset and unlock codes by phone with the normalized number", async () => {
    const { sendCode, api } = setup();
    expectOk(
      await sendCode.execute({ channel: "phone", country: "CN", phone: "139 0013 9000", purpose: "reset" }),
    );
    expectOk(
      await sendCode.execute({ channel: "phone", country: "CN", phone: "13900139000", purpose: "unlock" }),
    );
    expect(api.callsOf("sendCode")).toEqual([
      { channel: "phone", country: "CN", phoneNo: "13900139000", purpose: "reset" },
      { channel: "phone", country: "CN", phoneNo: "13900139000", purpose: "unlock" },
    ]);
  });

  it("falls back to 60 seconds when the server gives no usable expiry", async () => {
    const { sendCode, api } = setup();
    api.sendCode = async () => ({ ok: true, value: { data: { expire: -5 }, message: "" } });
    const sent = expectOk(
      await sendCode.execute({ channel: "email", email: "x@example.com", purpose: "login" }),
    );
    expect(sent.expireSeconds).toBe(DEFAULT_CODE_EXPIRE_SECONDS);
    expect(sent.validForSeconds).toBeNull();
  });

  it("validates the identifier before asking for a code", async () => {
    const { sendCode, api } = setup();
    const failure = expectErr(
      await sendCode.execute({ channel: "phone", country: "CN", phone: "12ab", purpose: "login" }),
    );
    expect(failure).toEqual({
      kind: "validation",
      errors: [expect.objectContaining({ field: "phone", key: "validation:phoneInvalid" })],
    });
    expect(api.calls).toHaveLength(0);
  });

  it("refuses to text the account country", async () => {
    const { sendCode } = setup();
    const failure = expectErr(
      await sendCode.execute({ channel: "phone", country: "other", phone: "bob_0001", purpose: "unlock" }),
    );
    expect(failure).toMatchObject({ kind: "validation", errors: [{ field: "country" }] });
  });

  it("maps a server refusal to the send-code toast", async () => {
    const { sendCode } = setup();
    const failure = expectErr(
      await sendCode.execute({ channel: "email", email: "ghost@example.com", purpose: "reset" }),
    );
    expect(failure).toMatchObject({
      kind: "api",
      failure: { code: 10012 },
      reaction: { kind: "toast", tone: "error" },
    });
  });
});

describe("SendCodeUseCase for a switched-off registration channel", () => {
  it("refuses a register code by email when only phone registration is open", async () => {
    const { sendCode, api } = setup();
    api.registrationTypeValue = 1;
    const failure = expectErr(
      await sendCode.execute({ channel: "email", email: "new@example.com", purpose: "register" }),
    );
    expect(failure).toMatchObject({
      kind: "channel-disabled",
      reaction: { kind: "channel-disabled", channel: "email" },
    });
    expect(api.callsOf("sendCode")).toHaveLength(0);
  });

  it("refuses a reset code through a closed channel with the password-recovery dialog (ERR-CHANNEL-1)", async () => {
    const { sendCode, api } = setup();
    api.registrationTypeValue = 2;
    const failure = expectErr(
      await sendCode.execute({ channel: "phone", country: "CN", phone: "13900139000", purpose: "reset" }),
    );
    expect(failure).toMatchObject({
      kind: "channel-disabled",
      reaction: {
        kind: "channel-disabled",
        channel: "phone",
        dialog: { titleKey: "errors:channelUnavailable", bodyKey: "errors:passwordRecoveryUnavailable" },
      },
    });
    expect(api.callsOf("sendCode")).toHaveLength(0);
  });

  it("still sends when the registration type cannot be fetched, or for login and unlock", async () => {
    const { sendCode, api } = setup();
    api.registrationTypeValue = 2;
    expectOk(
      await sendCode.execute({ channel: "phone", country: "CN", phone: "13900139000", purpose: "unlock" }),
    );
    expectOk(
      await sendCode.execute({ channel: "phone", country: "CN", phone: "13900139000", purpose: "login" }),
    );
    api.failNext("registrationType", { kind: "network" });
    expectOk(
      await sendCode.execute({ channel: "phone", country: "CN", phone: "13911112222", purpose: "register" }),
    );
  });
});
