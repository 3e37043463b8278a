/**
 * `smoke` passes against the local server (read-only and --write), every read command's --json
 * output is one parseable document with the documented shape, --help lists the exit codes, and
 * the socket command authenticates, echoes and closes manually.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { dataOf, jsonOf, harnessForSuite } from "./support/cli-harness";

// The built bundle, spawned: what ships, with its real start-up, exit codes and pipes (ADR-0282).
const h = harnessForSuite({}, { bundle: true });

describe("smoke", () => {
  it("passes read-only, as a table and as JSON data", async () => {
    const table = await h.run(["smoke"]);
    expect(table.code, table.stdout + table.stderr).toBe(0);
    expect(table.stdout).toMatch(/^pass\s+GET \/sso\/getCountryList\s+accepts 200 · 200\s+got 200 · 200/m);

    const json = await h.run(["smoke", "--json"]);
    expect(json.code).toBe(0);
    const data = dataOf(json);
    expect(data).toMatchObject({ failed: 0, write: false });
    const checks = data["checks"];
    expect(Array.isArray(checks) && checks.length).toBeGreaterThanOrEqual(10);
    expect(Array.isArray(checks) && checks[0]).toMatchObject({
      endpoint: expect.any(String),
      status: 200,
      code: 200,
      latencyMs: expect.any(Number),
      verdict: "pass",
    });
  });

  it("--junit writes a JUnit XML report: one testcase per endpoint with its duration", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "lumen-junit-")), "smoke.xml");
    const result = await h.run(["smoke", "--json", "--junit", file]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const data = dataOf(result);
    expect(data["junit"]).toBe(file);
    const checks = data["checks"];
    if (!Array.isArray(checks)) throw new Error("no checks");
    const doc = new new Window().DOMParser().parseFromString(readFileSync(file, "utf8"), "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    const cases = [...doc.querySelectorAll("testcase")];
    expect(cases).toHaveLength(checks.length);
    expect(cases.map((c) => c.getAttribute("name"))).toEqual(
      checks.map((c: { endpoint: string }) => c.endpoint),
    );
    for (const c of cases) expect(c.getAttribute("time")).toMatch(/^\d+\.\d{3}$/);
    expect(doc.querySelector("testsuite")?.getAttribute("failures")).toBe("0");
  });

  it("passes with --write on an identity the user owns", async () => {
    expect((await h.signUpByEmail("smoke.owner@example.com")).code).toBe(0);
    const result = await h.run(["smoke", "--write", "--email", "smoke.owner@example.com", "--json"]);
    expect(result.code, result.stdout).toBe(0);
    expect(dataOf(result)).toMatchObject({ write: true, failed: 0 });
  });

  it("fails with exit 6 when an endpoint breaks", async () => {
    await h.fault({ path: "/b2b/domains", malformed: true });
    try {
      const result = await h.run(["smoke", "--json"]);
      expect(result.code).toBe(6);
      expect(jsonOf(result)).toMatchObject({
        ok: false,
        exitCode: 6,
        error: { kind: "smokeFailed", failed: 1 },
        data: { failed: 1 },
      });
    } finally {
      await h.clearFaults();
    }
  });
});

describe("--json of read commands", () => {
  const commands: [readonly string[], string][] = [
    [["countries"], "countries"],
    [["registration-type"], "type"],
    [["random-username"], "username"],
    [["announcements"], "announcements"],
    [["android-version"], "version"],
    [["admin-domains"], "domains"],
  ];
  for (const [args, key] of commands) {
    it(`${args.join(" ")} prints one JSON document with data.${key}`, async () => {
      const result = await h.run([...args, "--json"]);
      expect(result.code, result.stderr).toBe(0);
      expect(jsonOf(result)).toMatchObject({ ok: true, command: args[0] });
      expect(dataOf(result)).toHaveProperty(key);
    });
  }
});

describe("help", () => {
  it("lists the exit codes and every command, translated", async () => {
    const en = await h.run(["--help"]);
    expect(en.code).toBe(0);
    expect(en.stdout).toMatch(/Exit codes:[\s\S]*\b3\s+invalid input/);
    for (const name of ["smoke", "socket", "one-time-token", "signup", "unlock"])
      expect(en.stdout).toContain(name);
    const zh = await h.run(["--help", "--lang", "zh-CN"]);
    expect(zh.stdout).not.toBe(en.stdout);
  });
});

describe("socket and one-time token", () => {
  it("needs a login, then authenticates, echoes a message and closes manually", async () => {
    await h.run(["logout"]);
    expect((await h.run(["socket", "--count", "1", "--json"])).code).toBe(7);
    expect((await h.signUpByEmail("socket.user@example.com")).code).toBe(0);
    const result = await h.run(["socket", "--send", "hello", "--count", "2", "--duration", "8000", "--json"]);
    expect(result.code, result.stderr).toBe(0);
    const data = dataOf(result);
    expect(data).toMatchObject({ authenticated: true, end: "count" });
    expect(data["frames"]).toEqual(
      expect.arrayContaining([{ type: "SRV_SUCCESS_AUTH" }, { type: "SRV_MESSAGE", text: "hello" }]),
    );
  });

  it("one-time-token prints a code and the mini-app URL for a logged-in user", async () => {
    const result = await h.run(["one-time-token", "--ma", "demo", "--json"]);
    if (result.code === 0) {
      expect(dataOf(result)).toMatchObject({
        ma: "demo",
        code: expect.any(String),
        url: expect.stringContaining("/mini/app/demo/"),
      });
    } else {
      // Without a "demo" mini-app page the hand-off refuses the link as broken (exit 3), never crashes.
      expect(result.code, result.stderr).toBe(3);
    }
  });
});
