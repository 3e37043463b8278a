/**
 * QA flows through the built CLI against the local server: sign-up by email and by phone with
 * codes read from the dev outbox, every login way, whoami, logout, forgot, lockout and unlock.
 * Each test uses its own identities, so they don't depend on one another's order.
 */
import { describe, expect, it } from "vitest";
import { dataOf, harnessForSuite, jsonOf, PASSWORD } from "./support/cli-harness";

const h = harnessForSuite();

async function signupByEmail(email: string, extra: readonly string[] = []): Promise<Record<string, unknown>> {
  const result = await h.signUpByEmail(email, ["--json", ...extra]);
  expect(result.code, result.stderr).toBe(0);
  return dataOf(result);
}

describe("sign-up", () => {
  it("signs up by email with the code from the outbox and is logged in", async () => {
    const data = await signupByEmail("flow.email@example.com");
    expect(data["signedUp"]).toBe(true);
    expect(data["loggedIn"]).toBe(true);
    expect(String(data["username"])).toMatch(/^[A-Za-z0-9_]{5,18}$/);
    const who = await h.run(["whoami", "--json"]);
    expect(who.code).toBe(0);
    expect(dataOf(who)["loggedIn"]).toBe(true);
  });

  it("signs up by phone with a chosen account ID and nickname", async () => {
    const sent = await h.run([
      "send-code",
      "--phone",
      "13800138001",
      "--country",
      "CN",
      "--purpose",
      "register",
    ]);
    expect(sent.code, sent.stderr).toBe(0);
    const code = await h.latestCode("+8613800138001");
    const result = await h.run([
      "signup",
      "--phone",
      "13800138001",
      "--country",
      "cn",
      "--code",
      code,
      "--password",
      PASSWORD,
      "--account-id",
      "qa_phone_01",
      "--nickname",
      "QA Phone",
      "--json",
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(dataOf(result)).toMatchObject({ signedUp: true, username: "qa_phone_01", nickname: "QA Phone" });
  });
});

describe("login, whoami, logout", () => {
  it("logs in by email + password, stores the token 0600, and logs out", async () => {
    await signupByEmail("login.email@example.com");
    await h.run(["logout"]);
    const login = await h.run([
      "login",
      "--email",
      "login.email@example.com",
      "--password",
      PASSWORD,
      "--json",
    ]);
    expect(login.code, login.stderr).toBe(0);
    expect(dataOf(login)).toMatchObject({ loggedIn: true, mode: "email-password" });
    const { statSync } = await import("node:fs");
    expect(statSync(`${h.stateDir}/store.json`).mode & 0o777).toBe(0o600);

    const who = await h.run(["whoami", "--json"]);
    const whoData = dataOf(who);
    expect(whoData["token"]).toMatch(/…/);
    expect(JSON.stringify(whoData["user"])).toContain("login.email@example.com");

    expect((await h.run(["logout", "--json"])).code).toBe(0);
    const after = await h.run(["whoami", "--json"]);
    expect(after.code).toBe(7);
    expect(jsonOf(after)).toMatchObject({ ok: false, exitCode: 7, error: { kind: "notLoggedIn" } });
  });

  it("logs in by phone + password, by phone + SMS code, by account ID, as assistant and as host", async () => {
    const phone = "13800138002";
    await h.run(["send-code", "--phone", phone, "--purpose", "register"]);
    const regCode = await h.latestCode(`+86${phone}`);
    const signed = await h.run([
      "signup",
      "--phone",
      phone,
      "--code",
      regCode,
      "--password",
      PASSWORD,
      "--account-id",
      "qa_multi_02",
      "--json",
    ]);
    expect(signed.code, signed.stderr).toBe(0);

    const byPhone = await h.run(["login", "--phone", phone, "--password", PASSWORD, "--json"]);
    expect(byPhone.code, byPhone.stderr).toBe(0);
    expect(dataOf(byPhone)["mode"]).toBe("phone-password");

    const sent = await h.run(["send-code", "--phone", phone, "--purpose", "login"]);
    expect(sent.code, sent.stderr).toBe(0);
    const smsCode = await h.latestCode(`+86${phone}`);
    const bySms = await h.run(["login", "--phone", phone, "--code", smsCode, "--json"]);
    expect(bySms.code, bySms.stderr).toBe(0);
    expect(dataOf(bySms)["mode"]).toBe("phone-code");

    const byAccount = await h.run(["login", "--account", "qa_multi_02", "--password", PASSWORD, "--json"]);
    expect(byAccount.code, byAccount.stderr).toBe(0);
    const assistant = await h.run([
      "login",
      "--account",
      "qa_multi_02",
      "--assistant",
      "--password",
      PASSWORD,
      "--json",
    ]);
    expect(assistant.code, assistant.stderr).toBe(0);
    expect(dataOf(assistant)["mode"]).toBe("assistant");
    const host = await h.run(["login", "--phone", phone, "--host", "--json"], {
      env: { LUMEN_PASSWORD: PASSWORD },
    });
    expect(host.code, host.stderr).toBe(0);
    expect(dataOf(host)["host"]).toBe(true);
  });

  it("reports a wrong password as a server failure with the envelope code", async () => {
    await signupByEmail("wrong.pw@example.com");
    const result = await h.run([
      "login",
      "--email",
      "wrong.pw@example.com",
      "--password",
      "Nope1234",
      "--json",
    ]);
    expect(result.code).toBe(4);
    expect(jsonOf(result)).toMatchObject({ ok: false, exitCode: 4, error: { kind: "server", code: 10002 } });
    expect(result.stderr).toMatch(/10002/);
  });
});

describe("forgot and unlock", () => {
  it("resets a password with a reset code, then logs in with the new one", async () => {
    await signupByEmail("forgot@example.com");
    expect((await h.run(["send-code", "--email", "forgot@example.com", "--purpose", "reset"])).code).toBe(0);
    const code = await h.latestCode("forgot@example.com");
    const reset = await h.run([
      "forgot",
      "--email",
      "forgot@example.com",
      "--code",
      code,
      "--password",
      "NewPass99",
      "--json",
    ]);
    expect(reset.code, reset.stderr).toBe(0);
    expect(dataOf(reset)["reset"]).toBe(true);
    expect((await h.run(["login", "--email", "forgot@example.com", "--password", PASSWORD])).code).toBe(4);
    const login = await h.run(["login", "--email", "forgot@example.com", "--password", "NewPass99"]);
    expect(login.code, login.stderr).toBe(0);
  });

  it("locks after 5 wrong passwords, unlocks with a code, then logs in", async () => {
    const email = "lockout@example.com";
    await signupByEmail(email);
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      const attempt = await h.run(["login", "--email", email, "--password", "Wrong1234", "--json"]);
      expect(attempt.code).toBe(4);
      const error = jsonOf(attempt)["error"];
      codes.push(typeof error === "object" && error !== null && "code" in error ? error.code : null);
    }
    expect(codes.at(-1)).toBe(10024);
    const locked = await h.run(["login", "--email", email, "--password", PASSWORD, "--json"]);
    expect(locked.code).toBe(4);
    expect(jsonOf(locked)).toMatchObject({ error: { kind: "server", reaction: "account-locked" } });

    expect((await h.run(["send-code", "--email", email, "--purpose", "unlock"])).code).toBe(0);
    const code = await h.latestCode(email);
    const unlocked = await h.run(["unlock", "--email", email, "--code", code, "--json"]);
    expect(unlocked.code, unlocked.stderr).toBe(0);
    expect(dataOf(unlocked)["unlocked"]).toBe(true);
    const login = await h.run(["login", "--email", email, "--password", PASSWORD]);
    expect(login.code, login.stderr).toBe(0);
  });
});
