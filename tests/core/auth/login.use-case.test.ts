import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LoginUseCase } from "../../../core/auth/login.use-case";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";
import { FAKE_DEVICE } from "../../support/fake-device-context";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

const setup = () => {
  const h = coreHarness();
  h.api.addAccount({
    username: "alice_01",
    password: "pass1234",
    email: "alice@example.com",
    country: "CN",
    phone: "13800138000",
  });
  return { ...h, login: new LoginUseCase(h.api, h.auth, h.store, h.device) };
};

describe("LoginUseCase", () => {
  it("logs in by email and password and stores token head plus token", async () => {
    const { login, auth, store, api } = setup();
    const outcome = expectOk(
      await login.execute({ mode: "email-password", email: " alice@example.com ", password: "pass 1234" }),
    );
    expect(outcome.kind).toBe("logged-in");
    expect(auth.isLoggedIn.value).toBe(true);
    expect(store.get(STORAGE_KEYS.token)).toMatch(/^Bearer tok-/);
    expect(api.callsOf("loginByEmail")[0]).toMatchObject({
      ...FAKE_DEVICE,
      email: "alice@example.com",
      password: "pass1234",
    });
  });

  it("logs in by phone and password and remembers the country", async () => {
    const { login, store } = setup();
    expectOk(
      await login.execute({
        mode: "phone-password",
        country: "CN",
        phone: "138 0013 8000",
        password: "pass1234",
      }),
    );
    expect(store.get(STORAGE_KEYS.lastCountry)).toBe("CN");
    expect(store.get(STORAGE_KEYS.countryCode)).toBe("CN");
  });

  it("treats country other as account login through loginByPhone", async () => {
    const { login, api } = setup();
    expectOk(
      await login.execute({
        mode: "phone-password",
        country: "other",
        phone: "alice_01",
        password: "pass1234",
      }),
    );
    expect(api.callsOf("loginByPhone")[0]).toMatchObject({ country: "other", phone: "alice_01" });
  });

  it("asks for a country before a phone login", async () => {
    const { login, api } = setup();
    const failure = expectErr(
      await login.execute({
        mode: "phone-password",
        country: " ",
        phone: "13800138000",
        password: "pass1234",
      }),
    );
    expect(failure).toMatchObject({ kind: "validation", errors: [{ field: "country" }] });
    expect(api.calls).toHaveLength(0);
  });

  it("sends assistant login as country other with the account in phone", async () => {
    const { login, api, store } = setup();
    expectOk(await login.execute({ mode: "assistant", account: "alice_01", password: "pass1234" }));
    expect(api.callsOf("loginByPhone")[0]).toMatchObject({ country: "other", phone: "alice_01" });
    expect(store.get(STORAGE_KEYS.lastCountry)).toBeNull();
  });

  it("sends isStreamHostLogin for host login", async () => {
    const { login, api } = setup();
    expectOk(
      await login.execute({
        mode: "email-password",
        email: "alice@example.com",
        password: "pass1234",
        host: true,
      }),
    );
    expect(api.callsOf("loginByEmail")[0]).toMatchObject({ isStreamHostLogin: true });
  });

  it("marks third-party logins and returns the server's redirect URL", async () => {
    const { login, api } = setup();
    api.fameExRedirectUrl = "https://partner.example/back";
    const outcome = expectOk(
      await login.execute({
        mode: "email-password",
        email: "alice@example.com",
        password: "pass1234",
        thirdPartyRedirect: "https://partner.example/x",
      }),
    );
    expect(api.callsOf("loginByEmail")[0]).toMatchObject({
      fromFameEx: true,
      redirectPage: "https://partner.example/x",
    });
    expect(outcome).toMatchObject({ kind: "logged-in", fameExRedirectUrl: "https://partner.example/back" });
  });

  it("logs in with an SMS code", async () => {
    const { login, api } = setup();
    await api.sendCode({ channel: "phone", country: "CN", phoneNo: "13800138000", purpose: "login" });
    const code = api.lastCodeFor("CN:13800138000") ?? "";
    const outcome = expectOk(
      await login.execute({ mode: "phone-code", country: "CN", phone: "13800138000", authCode: code }),
    );
    expect(outcome.kind).toBe("logged-in");
  });

  it("sends an unknown number that proves its SMS code on to signup with the register token", async () => {
    const { login, api, auth } = setup();
    await api.sendCode({ channel: "phone", country: "US", phoneNo: "2025550100", purpose: "login" });
    const code = api.lastCodeFor("US:2025550100") ?? "";
    const outcome = expectOk(
      await login.execute({ mode: "phone-code", country: "US", phone: "2025550100", authCode: code }),
    );
    expect(outcome).toMatchObject({
      kind: "needs-signup",
      identifier: { channel: "phone", country: "US", phone: "2025550100" },
    });
    expect(auth.isLoggedIn.value).toBe(false);
  });

  it("refuses SMS login for the account country without calling the server", async () => {
    const { login, api } = setup();
    const failure = expectErr(
      await login.execute({ mode: "phone-code", country: "other", phone: "alice_01", authCode: "123456" }),
    );
    expect(failure.kind).toBe("validation");
    expect(api.calls).toHaveLength(0);
  });

  it("reports every broken rule at once and calls nothing", async () => {
    const { login, api } = setup();
    const failure = expectErr(await login.execute({ mode: "email-password", email: "nope", password: "x" }));
    expect(failure).toEqual({
      kind: "validation",
      errors: [expect.objectContaining({ field: "email" }), expect.objectContaining({ field: "password" })],
    });
    expect(api.calls).toHaveLength(0);
  });

  it("clears a stored token when the login fails", async () => {
    const { login, auth } = setup();
    auth.setSession({ tokenHead: "Bearer ", token: "old" });
    const failure = expectErr(
      await login.execute({ mode: "email-password", email: "alice@example.com", password: "wrong1" }),
    );
    expect(failure).toMatchObject({
      kind: "api",
      failure: { kind: "server", code: 10002 },
      reaction: { kind: "clear-field", field: "password" },
    });
    expect(auth.isLoggedIn.value).toBe(false);
  });

  it("clears the stored token when the response carries no token", async () => {
    const { login, auth, api, store } = setup();
    auth.setSession({ tokenHead: "Bearer ", token: "old" });
    api.omitTokenOnLogin = true;
    const failure = expectErr(
      await login.execute({ mode: "email-password", email: "alice@example.com", password: "pass1234" }),
    );
    expect(failure).toMatchObject({ kind: "api", failure: { kind: "malformed" } });
    expect(store.get(STORAGE_KEYS.token)).toBeNull();
  });

  it("answers the account-locked reaction after five wrong passwords in a row", async () => {
    const { login } = setup();
    const attempt = () =>
      login.execute({ mode: "email-password", email: "alice@example.com", password: "wrong1" });
    for (let i = 0; i < 4; i += 1)
      expect(expectErr(await attempt())).toMatchObject({ reaction: { kind: "clear-field" } });
    expect(expectErr(await attempt())).toMatchObject({
      failure: { code: 10024 },
      reaction: { kind: "account-locked", then: "/unlock" },
    });
    const right = await login.execute({
      mode: "email-password",
      email: "alice@example.com",
      password: "pass1234",
    });
    expect(expectErr(right)).toMatchObject({ reaction: { kind: "account-locked" } });
  });

  it("shows the auth-error screen when a third-party login fails for a non-credential reason", async () => {
    const { login, api } = setup();
    api.failNext("loginByEmail", { kind: "malformed" });
    const failure = expectErr(
      await login.execute({
        mode: "email-password",
        email: "alice@example.com",
        password: "pass1234",
        thirdPartyRedirect: "https://p.example",
      }),
    );
    expect(failure).toMatchObject({ kind: "api", reaction: { kind: "auth-error-screen" } });
  });

  it("turns a network failure into a retry toast and stays logged out", async () => {
    const { login, api, auth } = setup();
    api.failNext("loginByPhone", { kind: "network" });
    const failure = expectErr(
      await login.execute({
        mode: "phone-password",
        country: "CN",
        phone: "13800138000",
        password: "pass1234",
      }),
    );
    expect(failure).toMatchObject({ kind: "api", reaction: { kind: "toast", key: "errors:network" } });
    expect(auth.isLoggedIn.value).toBe(false);
  });

  it("is logged in after a login exactly when it reports logged-in, whatever was typed", async () => {
    const { login, auth } = setup();
    const mode = fc.constantFrom("email-password", "phone-password", "phone-code", "assistant");
    await fc.assert(
      fc.asyncProperty(
        mode,
        fc.string(),
        fc.string(),
        fc.constantFrom("CN", "other", "", "US"),
        async (m, id, secret, country) => {
          auth.setSession({ tokenHead: "Bearer ", token: "previous" });
          const input =
            m === "email-password"
              ? { mode: m, email: id, password: secret }
              : m === "phone-password"
                ? { mode: m, country, phone: id, password: secret }
                : m === "phone-code"
                  ? { mode: m, country, phone: id, authCode: secret }
                  : { mode: m, account: id, password: secret };
          const result = await login.execute(input);
          if (result.ok && result.value.kind === "logged-in") expect(auth.isLoggedIn.value).toBe(true);
          else if (result.ok || result.error.kind === "api") expect(auth.isLoggedIn.value).toBe(false);
          else expect(auth.token.value).toBe("Bearer previous");
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
  });
});
