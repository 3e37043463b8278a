import { describe, expect, it } from "vitest";
import { AccountIdGenerator } from "../../../core/auth/account-id-generator.use-case";
import { SignupVerifyUseCase } from "../../../core/auth/signup-verify.use-case";
import { SignupUseCase } from "../../../core/auth/signup.use-case";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";

const setup = () => {
  const h = coreHarness();
  const ids = new AccountIdGenerator(h.api, h.random);
  return { ...h, ids, verify: new SignupVerifyUseCase(h.api, ids) };
};

describe("SignupVerifyUseCase", () => {
  it("trades a valid code for a register token, a generated account ID and a default nickname", async () => {
    const { verify, api } = setup();
    await api.sendCode({ channel: "email", email: "ivy@example.com", purpose: "register" });
    const draft = expectOk(
      await verify.execute({
        channel: "email",
        email: "ivy@example.com",
        authCode: ` ${api.lastCodeFor("ivy@example.com")} `,
        agreed: true,
        defaultUserLabel: "-User",
      }),
    );
    expect(draft.registerToken).toMatch(/^reg-/);
    expect(draft.accountId).toMatch(/^user_\d{8}$/);
    expect(draft.nickname).toBe(`${draft.accountId.slice(-5)}-User`);
    expect(draft.identifier).toEqual({ channel: "email", email: "ivy@example.com" });
  });

  it("feeds a sign-up that completes the whole flow and logs in", async () => {
    const { verify, api, auth, device, ids, store } = setup();
    await api.sendCode({ channel: "phone", country: "CN", phoneNo: "13600136000", purpose: "register" });
    const draft = expectOk(
      await verify.execute({
        channel: "phone",
        country: "CN",
        phone: "13600136000",
        authCode: api.lastCodeFor("CN:13600136000") ?? "",
        agreed: true,
        defaultUserLabel: "用户",
      }),
    );
    const signup = new SignupUseCase(api, auth, device, ids, store);
    expectOk(
      await signup.execute({
        registerToken: draft.registerToken,
        identifier: draft.identifier,
        password: "pass1234",
        confirmPassword: "pass1234",
        username: draft.accountId,
        nickname: draft.nickname,
      }),
    );
    expect(auth.isLoggedIn.value).toBe(true);
    expect(auth.user.value?.nickname).toBe(draft.nickname);
  });

  it("requires the ticked agreement, a valid identifier and a 6-digit code", async () => {
    const { verify, api } = setup();
    const failure = expectErr(
      await verify.execute({
        channel: "email",
        email: "bad",
        authCode: "12",
        agreed: false,
        defaultUserLabel: "User",
      }),
    );
    expect(failure.kind === "validation" && failure.errors.map((e) => e.field)).toEqual([
      "email",
      "authCode",
      "agreement",
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it("clears the code field when the server rejects the code", async () => {
    const { verify } = setup();
    const failure = expectErr(
      await verify.execute({
        channel: "email",
        email: "ivy@example.com",
        authCode: "000000",
        agreed: true,
        defaultUserLabel: "User",
      }),
    );
    expect(failure).toMatchObject({
      kind: "api",
      failure: { code: 10003 },
      reaction: { kind: "clear-field", field: "authCode" },
    });
  });

  it("falls back to a local account ID when the generator is down", async () => {
    const { verify, api } = setup();
    await api.sendCode({ channel: "email", email: "jo@example.com", purpose: "register" });
    api.failNext("generateRandomUsername", { kind: "timeout" });
    const draft = expectOk(
      await verify.execute({
        channel: "email",
        email: "jo@example.com",
        authCode: api.lastCodeFor("jo@example.com") ?? "",
        agreed: true,
        defaultUserLabel: "User",
      }),
    );
    expect(draft.accountId).toMatch(/^user_[a-z0-9]{8}$/);
  });

  it("treats an empty register token as a malformed answer", async () => {
    const { verify, api } = setup();
    api.registerToken = async () => ({ ok: true, value: { data: " ", message: "" } });
    const failure = expectErr(
      await verify.execute({
        channel: "email",
        email: "ivy@example.com",
        authCode: "123456",
        agreed: true,
        defaultUserLabel: "User",
      }),
    );
    expect(failure).toMatchObject({ kind: "api", failure: { kind: "malformed" } });
  });
});
