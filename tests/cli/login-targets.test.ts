/**
 * `lumen login --callback/--source/--redirect` (ADR-0158): the URL the browser would be sent to,
 * built by the core's post-login target with the web's allow-list (this site, its
 * runtime-config.json, the admin domains), refused the same way; host login adds the b2bToken.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { dataOf, harnessForSuite, jsonOf, PASSWORD } from "./support/cli-harness";

const PARTNER = "https://partner.example";
const ADMIN = "https://admin.example";
const EMAIL = "cli.targets@example.com";

const h = harnessForSuite({ adminDomains: [ADMIN], callbackOrigins: [PARTNER] });
beforeAll(async () => {
  const signed = await h.signUpByEmail(EMAIL);
  expect(signed.code, signed.stderr).toBe(0);
}, 60_000);

const login = (args: readonly string[], stateDir?: string) =>
  h.run(["login", "--email", EMAIL, "--password", PASSWORD, "--json", ...args], stateDir ? { stateDir } : {});

const freshState = (): string => mkdtempSync(path.join(tmpdir(), "lumen-cli-targets-"));

describe("login --callback", () => {
  it("prints the callback URL of a runtime-configured origin, with status, source and time", async () => {
    const result = await login(["--callback", `${PARTNER}/cb?keep=1`]);
    expect(result.code, result.stderr).toBe(0);
    const data = dataOf(result);
    expect(data["b2bToken"]).toBeNull();
    const target = data["target"];
    expect(target).toMatchObject({ kind: "callback" });
    const url = new URL(String(Object(target)["url"]));
    expect(url.origin).toBe(PARTNER);
    expect(url.pathname).toBe("/cb");
    expect(url.searchParams.get("keep")).toBe("1");
    expect(url.searchParams.get("status")).toBe("loginCallback");
    expect(url.searchParams.get("source")).toBe("h5");
    expect(Number(url.searchParams.get("time"))).toBeGreaterThan(0);
    expect(url.searchParams.has("token")).toBe(false);
  });

  it("--hc-source names the callback's source, as the web's hc_source does", async () => {
    const result = await login(["--callback", `${PARTNER}/cb`, "--hc-source", "app_ios"]);
    expect(result.code, result.stderr).toBe(0);
    const url = new URL(String(Object(dataOf(result)["target"])["url"]));
    expect(url.searchParams.get("source")).toBe("app_ios");
    const bad = await login(["--callback", `${PARTNER}/cb`, "--hc-source", "no spaces"]);
    expect(bad.code).toBe(2);
    expect(jsonOf(bad)["error"]).toMatchObject({
      kind: "usage",
      message: expect.stringContaining("--hc-source"),
    });
  });

  it("host login to an admin domain carries token and lang in the hash route, and the b2bToken", async () => {
    const result = await login(["--host", "--callback", `${ADMIN}/#/login`]);
    expect(result.code, result.stderr).toBe(0);
    const data = dataOf(result);
    expect(typeof data["b2bToken"]).toBe("string");
    const url = new URL(String(Object(data["target"])["url"]));
    expect(url.origin).toBe(ADMIN);
    const query = new URLSearchParams(url.hash.slice(url.hash.indexOf("?") + 1));
    expect(query.get("token")).toMatch(/^Bearer /);
    expect(query.get("lang")).toBe("en-US");
    // Human output names the URL and the b2b token.
    const human = await h.run([
      "login",
      "--email",
      EMAIL,
      "--password",
      PASSWORD,
      "--host",
      "--callback",
      ADMIN,
    ]);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain(`The browser would be sent to: ${ADMIN}/?status=loginCallback`);
    expect(human.stdout).toMatch(/B2B token: \S+/);
  });

  it("refuses a callback outside the allow-list before logging in (exit 3, the web's message)", async () => {
    const stateDir = freshState();
    const result = await login(["--callback", "https://evil.example/cb"], stateDir);
    expect(result.code).toBe(3);
    expect(jsonOf(result)["error"]).toMatchObject({
      kind: "validation",
      field: "callback",
      key: "errors:verificationInvalid",
      message: "Verification failed: the link is not valid",
    });
    const who = await h.run(["whoami", "--json"], { stateDir });
    expect(who.code).toBe(7);
    // A look-alike written to fool a parser is refused the same way.
    const tricky = await login(["--callback", `${PARTNER}@evil.example/`], stateDir);
    expect(tricky.code).toBe(3);
  });
});

describe("login --source/--redirect (third-party flow)", () => {
  it("prints the allowed redirect for the configured source", async () => {
    const result = await login(["--source", "fameex", "--redirect", `${PARTNER}/landing`]);
    expect(result.code, result.stderr).toBe(0);
    expect(dataOf(result)["target"]).toEqual({ kind: "redirect", url: `${PARTNER}/landing` });
  });

  it("an accepted source without a redirect logs in with no browser target", async () => {
    const result = await login(["--source", "fameex"]);
    expect(result.code, result.stderr).toBe(0);
    expect(dataOf(result)["target"]).toEqual({ kind: "home", url: null });
  });

  it("refuses another source (auth-error, nothing sent) and a redirect outside the allow-list", async () => {
    const stateDir = freshState();
    const other = await login(["--source", "someone-else"], stateDir);
    expect(other.code).toBe(3);
    expect(jsonOf(other)["error"]).toMatchObject({
      field: "source",
      message: "Authentication failed. Please try again later",
    });
    const evil = await login(["--source", "fameex", "--redirect", "https://evil.example/"], stateDir);
    expect(evil.code).toBe(3);
    expect(jsonOf(evil)["error"]).toMatchObject({ field: "redirect" });
    expect((await h.run(["whoami"], { stateDir })).code).toBe(7);
  });

  it("refuses flag values of the wrong shape as usage errors (exit 2)", async () => {
    const noSource = await login(["--redirect", `${PARTNER}/x`]);
    expect(noSource.code).toBe(2);
    expect(jsonOf(noSource)["error"]).toMatchObject({
      kind: "usage",
      message: "--redirect belongs to the third-party login: give --source too.",
    });
    const badSource = await h.run(["login", "--email", EMAIL, "--source", "a b", "--lang", "ru"], {});
    expect(badSource.code).toBe(2);
    expect(badSource.stderr).toContain("Эти значения ссылки входа использовать нельзя");
    const notHttp = await login(["--source", "fameex", "--redirect", "javascript:alert(1)"]);
    expect(notHttp.code).toBe(2);
    expect(jsonOf(notHttp)["error"]).toMatchObject({ kind: "usage" });
  });
});
