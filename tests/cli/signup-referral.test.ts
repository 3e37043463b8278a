/**
 * `lumen signup` with the web app's referral (ADR-0149): --group-link, --market-code, --agent-id,
 * --hics-room-id and --guest-id reach the server in the body and headers exactly as the web app
 * sends them (non-Latin values percent-encoded behind the pct: marker, decoded by the server).
 */
import { describe, expect, it } from "vitest";
import { harnessForSuite } from "./support/cli-harness";

const h = harnessForSuite();

describe("signup referral flags", () => {
  it("sends every referral parameter in the body and the headers", async () => {
    const email = "cli.referral@example.com";
    const result = await h.signUpByEmail(email, [
      "--account-id",
      "cli_referral1",
      "--group-link",
      "群组一",
      "--market-code",
      "m1",
      "--agent-id",
      "a1",
      "--hics-room-id",
      "r1",
      "--guest-id",
      "u1",
      "--json",
    ]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const last = h.server.state.signups.last("cli_referral1");
    expect(last?.body).toMatchObject({ groupLink: "群组一", agentId: "a1", hicsRoomId: "r1", guestId: "u1" });
    expect(last?.headers["x-group-link"]).toBe("pct:%E7%BE%A4%E7%BB%84%E4%B8%80");
    expect(last?.headers["x-market-code"]).toBe("m1");
    expect(last?.decoded).toEqual({ groupLink: "群组一", marketCode: "m1" });
  });

  it("refuses a blank referral value with a usage error before anything is sent", async () => {
    const result = await h.run([
      "signup",
      "--email",
      "x@example.com",
      "--code",
      "123456",
      "--group-link",
      "  ",
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr + result.stdout).toContain("groupLink");
  });
});
