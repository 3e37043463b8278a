/**
 * SMS login of a phone without an account answers a register token (FLOW-REGTOKEN-1); the CLI prints it
 * with the command that continues, and `signup --register-token` completes the sign-up through
 * the web's sign-up use-case (ADR-0157).
 */
import { describe, expect, it } from "vitest";
import { dataOf, jsonOf, harnessForSuite, type Harness } from "./support/cli-harness";

const h = harnessForSuite();

async function smsLogin(phone: string): Promise<Awaited<ReturnType<Harness["run"]>>> {
  const sent = await h.run(["send-code", "--phone", phone, "--purpose", "login"]);
  expect(sent.code, sent.stderr).toBe(0);
  const code = await h.latestCode(`+86${phone}`);
  return h.run(["login", "--phone", phone, "--code", code, "--json"]);
}

describe("login answered with a register token", () => {
  it("prints the token and the continuing command; signup --register-token completes it", async () => {
    const phone = "13900139001";
    const login = await smsLogin(phone);
    expect(login.code, login.stderr).toBe(4);
    const doc = jsonOf(login);
    expect(doc["error"]).toMatchObject({ kind: "server", reaction: "needs-signup" });
    const data = dataOf(login);
    expect(data).toMatchObject({
      loggedIn: false,
      needsSignup: true,
      identifier: { channel: "phone", country: "CN", phone },
    });
    const token = data["registerToken"];
    expect(typeof token === "string" && token.length > 0).toBe(true);
    expect(data["continueWith"]).toEqual([
      "lumen",
      "signup",
      "--register-token",
      token,
      "--phone",
      phone,
      "--country",
      "CN",
    ]);
    expect(login.stderr).toContain(`lumen signup --register-token ${String(token)} --phone ${phone}`);

    const signup = await h.run([
      "signup",
      "--register-token",
      String(token),
      "--phone",
      phone,
      "--country",
      "CN",
      "--password",
      "Secret123",
      "--json",
    ]);
    expect(signup.code, signup.stdout + signup.stderr).toBe(0);
    const signed = dataOf(signup);
    expect(signed).toMatchObject({ signedUp: true, loggedIn: true, viaRegisterToken: true });
    expect(String(signed["username"])).toMatch(/^[A-Za-z0-9_]{5,18}$/);
    const who = await h.run(["whoami", "--json"]);
    expect(who.code, who.stderr).toBe(0);
    expect(dataOf(who)["user"]).toMatchObject({ username: signed["username"] });

    // The token is spent: the same continuation is refused by the server.
    const again = await h.run([
      "signup",
      "--register-token",
      String(token),
      "--phone",
      phone,
      "--password",
      "Secret123",
      "--account-id",
      "qa_again_01",
      "--json",
    ]);
    expect(again.code).toBe(4);
    expect(jsonOf(again)["error"]).toMatchObject({ kind: "server" });
  });

  it("human output says how to continue", async () => {
    const phone = "13900139002";
    const sent = await h.run(["send-code", "--phone", phone, "--purpose", "login"]);
    expect(sent.code, sent.stderr).toBe(0);
    const code = await h.latestCode(`+86${phone}`);
    const login = await h.run(["login", "--phone", phone, "--code", code]);
    expect(login.code).toBe(4);
    expect(login.stdout).toMatch(
      /Continue the sign-up with: lumen signup --register-token \S+ --phone 13900139002/,
    );
  });

  it("refuses --register-token with --code, or blank, as usage errors (exit 2)", async () => {
    const both = await h.run([
      "signup",
      "--register-token",
      "t",
      "--code",
      "123456",
      "--phone",
      "13900139003",
      "--json",
    ]);
    expect(both.code).toBe(2);
    expect(jsonOf(both)["error"]).toMatchObject({
      kind: "usage",
      message: "Give either --register-token or --code, not both.",
    });
    const blank = await h.run(["signup", "--register-token", " ", "--phone", "13900139003", "--lang", "ja"]);
    expect(blank.code).toBe(2);
    expect(blank.stderr).toContain("--register-token を空にすることはできません。");
  });
});
