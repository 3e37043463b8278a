import { describe, expect, it } from "vitest";
import { AccountIdGenerator } from "../../../core/auth/account-id-generator.use-case";
import { SignupUseCase, type SignupInput } from "../../../core/auth/signup.use-case";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";

const setup = async () => {
  const h = coreHarness();
  await h.api.sendCode({ channel: "email", email: "carol@example.com", purpose: "register" });
  const token = await h.api.registerToken({
    authCode: h.api.lastCodeFor("carol@example.com") ?? "",
    email: "carol@example.com",
  });
  const registerToken = token.ok ? token.value.data : "";
  const signup = new SignupUseCase(h.api, h.auth, h.device, new AccountIdGenerator(h.api, h.random), h.store);
  const input: SignupInput = {
    registerToken,
    identifier: { channel: "email", email: "carol@example.com" },
    password: "pass1234",
    confirmPassword: "pass1234",
    username: "carol_01",
    nickname: "Carol",
  };
  return { ...h, signup, input };
};

describe("SignupUseCase", () => {
  it("registers by email and stores the session it returns", async () => {
    const { signup, input, auth, store, api } = await setup();
    expect(expectOk(await signup.execute({ ...input, groupLink: " g-1 ", agentId: "" }))).toEqual({
      kind: "signed-up",
      loggedIn: true,
    });
    expect(auth.user.value?.username).toBe("carol_01");
    expect(store.get(STORAGE_KEYS.token)).toMatch(/^Bearer /);
    const sent = api.callsOf("registerByEmail")[0];
    expect(sent).toMatchObject({ email: "carol@example.com", username: "carol_01", groupLink: "g-1" });
    expect(sent).not.toHaveProperty("agentId");
    expect(sent).not.toHaveProperty("confirmPassword");
  });

  it("registers by phone with the country, kept as the last country the log-in opens on (DATA-STORAGE-1)", async () => {
    const h = coreHarness();
    await h.api.sendCode({ channel: "phone", country: "JP", phoneNo: "9012345678", purpose: "register" });
    const token = await h.api.registerToken({
      authCode: h.api.lastCodeFor("JP:9012345678") ?? "",
      country: "JP",
      phone: "9012345678",
    });
    const signup = new SignupUseCase(
      h.api,
      h.auth,
      h.device,
      new AccountIdGenerator(h.api, h.random),
      h.store,
    );
    const outcome = await signup.execute({
      registerToken: token.ok ? token.value.data : "",
      identifier: { channel: "phone", country: "JP", phone: "9012345678" },
      password: "pass1234",
      confirmPassword: "pass1234",
      username: "dave_01",
      nickname: "Dave",
    });
    expect(expectOk(outcome).loggedIn).toBe(true);
    expect(h.api.callsOf("registerByPhone")[0]).toMatchObject({ country: "JP", phone: "9012345678" });
    expect(h.store.get(STORAGE_KEYS.lastCountry)).toBe("JP");
  });

  it("refuses without a register token with the operation-error key", async () => {
    const { signup, input, api } = await setup();
    expect(expectErr(await signup.execute({ ...input, registerToken: " " }))).toEqual({
      kind: "no-register-token",
      key: "errors:operationError",
    });
    expect(api.callsOf("registerByEmail")).toHaveLength(0);
  });

  it("sends the user back to signup-verify when no identifier came along", async () => {
    const { signup, input } = await setup();
    expect(expectErr(await signup.execute({ ...input, identifier: null }))).toEqual({
      kind: "no-identifier",
    });
  });

  it("reports password, confirmation, account ID and nickname problems together", async () => {
    const { signup, input } = await setup();
    const failure = expectErr(
      await signup.execute({
        ...input,
        password: "pw",
        confirmPassword: "other1",
        username: "ab",
        nickname: " ",
      }),
    );
    expect(failure.kind === "validation" && failure.errors.map((e) => e.field)).toEqual([
      "password",
      "confirmPassword",
      "username",
      "nickname",
    ]);
  });

  it("clears and re-validates a duplicate account ID and offers a fresh one", async () => {
    const { signup, input, api } = await setup();
    api.addAccount({ username: "carol_01", password: "x1234" });
    const failure = expectErr(await signup.execute(input));
    expect(failure).toMatchObject({
      kind: "api",
      failure: { code: 10004 },
      reaction: { kind: "clear-field", field: "username", revalidate: true },
    });
    expect(failure.kind === "api" && failure.suggestedAccountId).toMatch(/^user_/);
  });

  it("offers a locally generated ID when the server's generator fails", async () => {
    const { signup, input, api } = await setup();
    api.failNext("registerByEmail", { kind: "server", code: 10026, message: "account id error" });
    api.failNext("generateRandomUsername", { kind: "network" });
    const failure = expectErr(await signup.execute(input));
    expect(failure.kind === "api" && failure.suggestedAccountId).toMatch(/^user_[a-z0-9]{8}$/);
  });

  it("offers no new ID for other failures and stays logged out", async () => {
    const { signup, input, api, auth } = await setup();
    api.failNext("registerByEmail", { kind: "timeout" });
    const failure = expectErr(await signup.execute(input));
    expect(failure).toMatchObject({ kind: "api", reaction: { kind: "toast", key: "errors:timeout" } });
    expect(failure.kind === "api" && failure.suggestedAccountId).toBeUndefined();
    expect(auth.isLoggedIn.value).toBe(false);
  });
});
