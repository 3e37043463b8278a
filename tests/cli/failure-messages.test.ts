/**
 * A refusal is said once: no title followed by the same words as its message ("Wrong password:
 * Wrong password", "…for help.: Too many wrong passwords…"), in any language the CLI speaks. The
 * outputs checked are the refusals QA meets daily: wrong password, the lockout that follows, a
 * wrong code, an unknown account, a usage error.
 */
import { describe, expect, it } from "vitest";
import { CLI_LOCALES } from "../../cli/i18n/cli-locales";
import { harnessForSuite, PASSWORD } from "./support/cli-harness";

const h = harnessForSuite();

/** The sentence-like parts of a line (split at colons and sentence ends), long enough to mean something. */
function phrases(line: string): string[] {
  return line
    .split(/[:：.。!！?？]\s*/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4);
}

/** Lines in which some phrase occurs twice. */
function doubled(output: string): string[] {
  return output.split("\n").filter((line) => {
    const parts = phrases(line);
    return parts.some(
      (part, i) =>
        parts.indexOf(part) !== i ||
        parts.some((other, j) => j !== i && other !== part && other.includes(part) && part.length >= 8),
    );
  });
}

describe("refusals are said once", () => {
  it("the detector finds the doubling it is for", () => {
    expect(doubled("Error: Wrong password: Wrong password")).toHaveLength(1);
    expect(
      doubled("Error: Too many wrong passwords. Run lumen unlock.: Too many wrong passwords"),
    ).toHaveLength(1);
    expect(doubled("Error: Wrong password (4 attempts left)")).toEqual([]);
  });

  it("wrong password, lockout with its unlock hint, wrong code, unknown account and a usage error, in every locale", async () => {
    const email = "said.once@example.com";
    const signed = await h.signUpByEmail(email, ["--password", PASSWORD]);
    expect(signed.code, signed.stderr).toBe(0);
    const outputs: string[] = [];
    // --retry absorbs the server's per-address rate limit (10029) over this many logins.
    const run = async (locale: string, args: string[]) => {
      const result = await h.run(["--lang", locale, "--retry", "5", ...args]);
      expect(result.code, result.stderr).not.toBe(0);
      outputs.push(`${result.stdout}\n${result.stderr}`);
      return `${result.stdout}\n${result.stderr}`;
    };
    let last = await run("en-US", ["login", "--email", email, "--password", "Wrong-pass-1"]);
    for (let i = 0; i < 6 && !last.includes("lumen unlock"); i += 1)
      last = await run("en-US", ["login", "--email", email, "--password", "Wrong-pass-1"]);
    for (const locale of CLI_LOCALES) {
      // Locked: the reason once, and the exact command that opens the account.
      expect(await run(locale, ["login", "--email", email, "--password", "Wrong-pass-1"])).toContain(
        `lumen unlock --email ${email}`,
      );
      await run(locale, [
        "signup",
        "--email",
        "nobody@example.com",
        "--password",
        PASSWORD,
        "--code",
        "000000",
      ]);
      await run(locale, ["login", "--email", "nobody@example.com", "--password", PASSWORD]);
      await run(locale, ["login", "--emial", email]);
    }
    const all = outputs.join("\n");
    expect(doubled(all), all).toEqual([]);
  }, 120_000);
});
