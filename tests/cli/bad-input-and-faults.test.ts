/**
 * Bad input must exit 3 with a clear message WITHOUT any request: those runs point at a counting
 * HTTP server, so "no request" is asserted, not assumed. Server faults (timeout, 500, malformed
 * body) come from the local server's fault injection and must exit 5 or 4 with a clear message.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonOf, runInProcess, startHarness, type Harness } from "./support/cli-harness";

let counter: { server: http.Server; baseUrl: string; requests: number };
let stateDir: string;
let h: Harness;

beforeAll(async () => {
  stateDir = mkdtempSync(path.join(tmpdir(), "lumen-cli-bad-"));
  const server = http.createServer((_req, res) => {
    counter.requests += 1;
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  counter = { server, baseUrl: `http://127.0.0.1:${port}/api`, requests: 0 };
  h = await startHarness();
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => counter.server.close(resolve));
  rmSync(stateDir, { recursive: true, force: true });
  await h?.close();
});

const offline = (args: readonly string[]) =>
  runInProcess([...args, "--json"], { baseUrl: counter.baseUrl, stateDir });

describe("bad input exits 3 without calling the server", () => {
  const cases: [string, readonly string[], RegExp][] = [
    ["malformed email (login)", ["login", "--email", "qa@nowhere", "--password", "Secret123"], /email/i],
    [
      "malformed email (send-code)",
      ["send-code", "--email", "not-an-email", "--purpose", "register"],
      /email/i,
    ],
    [
      "5-digit code (signup)",
      ["signup", "--email", "qa@example.com", "--code", "12345", "--password", "Secret123"],
      /authCode|code/i,
    ],
    ["5-digit code (unlock)", ["unlock", "--phone", "13800138000", "--code", "12345"], /authCode|code/i],
    ["5-digit code (SMS login)", ["login", "--phone", "13800138000", "--code", "12345"], /authCode|code/i],
    [
      "4-character account ID",
      [
        "signup",
        "--email",
        "qa@example.com",
        "--code",
        "123456",
        "--password",
        "Secret123",
        "--account-id",
        "abcd",
      ],
      /username|account ID/i,
    ],
    [
      "unknown country",
      ["send-code", "--phone", "13800138000", "--country", "XX", "--purpose", "register"],
      /XX/,
    ],
    [
      "unknown country (name)",
      [
        "forgot",
        "--phone",
        "13800138000",
        "--country",
        "Narnia",
        "--code",
        "123456",
        "--password",
        "Secret123",
      ],
      /Narnia/,
    ],
    ["short password", ["login", "--email", "qa@example.com", "--password", "abc"], /password/i],
  ];
  for (const [name, args, message] of cases) {
    it(name, async () => {
      const before = counter.requests;
      const result = await offline(args);
      expect(result.code, result.stderr).toBe(3);
      const doc = jsonOf(result);
      expect(doc).toMatchObject({ ok: false, exitCode: 3, error: { kind: "validation" } });
      expect(result.stderr).toMatch(message);
      expect(counter.requests - before).toBe(0);
    });
  }

  it("translates the validation message (--lang ja differs from en-US)", async () => {
    const en = await offline(["send-code", "--phone", "1", "--country", "XX", "--purpose", "register"]);
    const ja = await runInProcess(
      ["send-code", "--phone", "1", "--country", "XX", "--purpose", "register", "--lang", "ja"],
      { baseUrl: counter.baseUrl, stateDir },
    );
    expect(ja.code).toBe(3);
    expect(ja.stderr).not.toBe(en.stderr);
  });
});

describe("usage errors exit 2", () => {
  it("unknown command, unknown option, bad --purpose, bad --timeout, missing identity", async () => {
    for (const args of [
      ["nope"],
      ["countries", "--frobnicate"],
      ["send-code", "--email", "a@b.co", "--purpose", "x"],
      ["countries", "--timeout", "soon"],
      ["send-code", "--purpose", "register"],
    ]) {
      const result = await offline(args);
      expect(result.code, `${args.join(" ")}\n${result.stderr}`).toBe(2);
      expect(jsonOf(result)).toMatchObject({ ok: false, exitCode: 2, error: { kind: "usage" } });
    }
    expect(counter.requests).toBe(0);
  });
});

describe("server faults", () => {
  it("a 3000 ms delay with --timeout 1000 exits 5 with a timeout message", async () => {
    await h.fault({ path: "/sso/getCountryList", delayMs: 3000 });
    try {
      const started = Date.now();
      const result = await h.run(["countries", "--timeout", "1000", "--json"]);
      expect(result.code, result.stderr).toBe(5);
      expect(jsonOf(result)).toMatchObject({
        ok: false,
        exitCode: 5,
        error: { kind: "timeout", timeoutMs: 1000 },
      });
      expect(result.stderr).toMatch(/1000 ms/);
      expect(Date.now() - started).toBeLessThan(2900 + 2000);
    } finally {
      await h.clearFaults();
    }
  });

  it("HTTP 500 exits 4 with the status", async () => {
    await h.fault({ path: "/sso/registration/type", status: 500 });
    try {
      const result = await h.run(["registration-type", "--json"]);
      expect(result.code, result.stderr).toBe(4);
      expect(jsonOf(result)["error"]).toMatchObject({ kind: expect.stringMatching(/^(http|server)$/) });
      expect(result.stderr).toMatch(/500/);
    } finally {
      await h.clearFaults();
    }
  });

  it("a malformed body exits 4 with a clear message", async () => {
    await h.fault({ path: "/public/announcement/all", malformed: true });
    try {
      const result = await h.run(["announcements", "--json"]);
      expect(result.code, result.stderr).toBe(4);
      expect(jsonOf(result)["error"]).toMatchObject({ kind: "malformed" });
      expect(result.stderr).toMatch(/could not be read/);
    } finally {
      await h.clearFaults();
    }
  });

  it("a dropped connection exits 5 with a network message", async () => {
    await h.fault({ path: "/version/getAndroidVersion", drop: true });
    try {
      const result = await h.run(["android-version", "--json"]);
      expect(result.code, result.stderr).toBe(5);
      expect(jsonOf(result)["error"]).toMatchObject({ kind: "network" });
      expect(result.stderr).toMatch(/Could not reach/);
    } finally {
      await h.clearFaults();
    }
  });

  it("nothing listening exits 5", async () => {
    const result = await runInProcess(["countries", "--json"], {
      baseUrl: "http://127.0.0.1:9/api",
      stateDir,
    });
    expect(result.code).toBe(5);
    expect(jsonOf(result)["error"]).toMatchObject({ kind: "network" });
  });
});
