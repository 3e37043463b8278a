import { describe, expect, it } from "vitest";
import { ForgotPasswordUseCase } from "../../../core/auth/forgot-password.use-case";
import { LogoutUseCase } from "../../../core/auth/logout.use-case";
import { UnlockUseCase } from "../../../core/auth/unlock.use-case";
import { LOCKOUT_AFTER } from "../../support/fake-sso-api";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";

const setup = () => {
  const h = coreHarness();
  const account = h.api.addAccount({
    username: "erin_001",
    password: "pass1234",
    email: "erin@example.com",
    country: "CN",
    phone: "13700137000",
  });
  h.auth.setSession({ tokenHead: "Bearer ", token: "current" });
  return { ...h, account };
};

describe("ForgotPasswordUseCase", () => {
  it("resets the password and ends the session so the user logs in again", async () => {
    const { api, auth, account } = setup();
    await api.sendCode({ channel: "email", email: "erin@example.com", purpose: "reset" });
    const forgot = new ForgotPasswordUseCase(api, auth);
    const code = api.lastCodeFor("erin@example.com") ?? "";
    expect(
      expectOk(
        await forgot.execute({
          channel: "email",
          email: "erin@example.com",
          password: "new 5678",
          confirmPassword: "new5678",
          authCode: code,
        }),
      ),
    ).toEqual({ kind: "password-reset" });
    expect(account.password).toBe("new5678");
    expect(auth.isLoggedIn.value).toBe(false);
  });

  it("logs the user out when the server refuses the reset", async () => {
    const { api, auth } = setup();
    const forgot = new ForgotPasswordUseCase(api, auth);
    const failure = expectErr(
      await forgot.execute({
        channel: "phone",
        country: "CN",
        phone: "13700137000",
        password: "new5678",
        confirmPassword: "new5678",
        authCode: "000000",
      }),
    );
    expect(failure).toMatchObject({
      kind: "api",
      failure: { code: 10003 },
      reaction: { kind: "clear-field", field: "authCode" },
    });
    expect(auth.isLoggedIn.value).toBe(false);
  });

  it("logs the user out when the call errors", async () => {
    const { api, auth } = setup();
    api.failNext("forgotPassword", { kind: "network" });
    const forgot = new ForgotPasswordUseCase(api, auth);
    expectErr(
      await forgot.execute({
        channel: "email",
        email: "erin@example.com",
        password: "new5678",
        confirmPassword: "new5678",
        authCode: "123456",
      }),
    );
    expect(auth.isLoggedIn.value).toBe(false);
  });

  it("keeps the session when the form is invalid and nothing was sent", async () => {
    const { api, auth } = setup();
    const forgot = new ForgotPasswordUseCase(api, auth);
    const failure = expectErr(
      await forgot.execute({
        channel: "email",
        email: "erin@example.com",
        password: "new5678",
        confirmPassword: "new567",
        authCode: "12345",
      }),
    );
    // In form order (the code field sits above the new password), as the form shows them.
    expect(failure.kind === "validation" && failure.errors.map((e) => e.field)).toEqual([
      "authCode",
      "confirmPassword",
    ]);
    expect(auth.isLoggedIn.value).toBe(true);
    expect(api.calls).toHaveLength(0);
  });
});

describe("UnlockUseCase", () => {
  it("unlocks a locked account with a phone code so the password works again", async () => {
    const { api, account } = setup();
    for (let i = 0; i < LOCKOUT_AFTER; i += 1)
      await api.loginByEmail({
        version: 2,
        deviceId: "d",
        deviceName: "n",
        deviceType: 8,
        email: "erin@example.com",
        password: "bad",
      });
    expect(account.locked).toBe(true);
    await api.sendCode({ channel: "phone", country: "CN", phoneNo: "13700137000", purpose: "unlock" });
    const unlock = new UnlockUseCase(api);
    expect(
      expectOk(
        await unlock.execute({
          channel: "phone",
          country: "CN",
          phone: "13700137000",
          authCode: api.lastCodeFor("CN:13700137000") ?? "",
        }),
      ),
    ).toEqual({ kind: "unlocked" });
    expect(account.locked).toBe(false);
  });

  it("shows the unlock-failed dialog rather than looping back to /unlock on a blocked answer", async () => {
    const { api } = setup();
    api.failNext("unlock", { kind: "server", code: 10020, message: "blocked" });
    const failure = expectErr(
      await new UnlockUseCase(api).execute({
        channel: "email",
        email: "erin@example.com",
        authCode: "123456",
      }),
    );
    expect(failure).toMatchObject({
      kind: "api",
      reaction: { kind: "dialog", titleKey: "errors:unlockFailed" },
    });
  });

  it("validates identifier and code first", async () => {
    const { api } = setup();
    const failure = expectErr(
      await new UnlockUseCase(api).execute({ channel: "email", email: "", authCode: "" }),
    );
    expect(failure.kind === "validation" && failure.errors.map((e) => e.key)).toEqual([
      "validation:emailRequired",
      "validation:authCodeRequired",
    ]);
  });
});

describe("LogoutUseCase", () => {
  it("removes the token and the stored session", async () => {
    const { auth, store } = setup();
    expect(expectOk(await new LogoutUseCase(auth).execute())).toEqual({ kind: "logged-out" });
    expect(auth.isLoggedIn.value).toBe(false);
    expect(store.entries()).toEqual({});
  });
});
