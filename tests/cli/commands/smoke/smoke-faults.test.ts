/**
 * `lumen smoke` against a deliberately broken backend, through the local server's fault injection:
 * every check, read-only and --write, driven to 404, 500, 502, a non-JSON 200 and a hang; none of
 * them may pass. Plus a dead port (one timeout, not one per check) and an HTML server.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataOf, startHarness, type CliResult, type Harness } from "../../support/cli-harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  expect((await h.signUpByEmail("faults.owner@example.com")).code).toBe(0);
}, 120_000);
afterAll(() => h.close());

interface Row {
  readonly endpoint: string;
  readonly verdict: string;
  readonly failure: string | null;
  readonly note: string | null;
}

function rowsOf(result: CliResult): Row[] {
  const checks = dataOf(result)["checks"];
  if (!Array.isArray(checks)) throw new Error(`no checks in ${result.stdout}`);
  return checks;
}

const WRITE = ["--write", "--email", "faults.owner@example.com", "--phone", "13800138000", "--country", "CN"];

/** `outage`: the backend answered nothing itself, so the run is an outage (exit 5, ADR-0463), not a failed smoke (6). */
const FAULTS = [
  { name: "HTTP 404", rule: { path: "*", status: 404 }, failure: "status", outage: null },
  { name: "HTTP 500", rule: { path: "*", status: 500 }, failure: "status", outage: null },
  { name: "HTTP 502", rule: { path: "*", status: 502 }, failure: "status", outage: "gateway" },
  { name: "a non-JSON 200", rule: { path: "*", malformed: true }, failure: "html", outage: null },
  { name: "a hang", rule: { path: "*", delayMs: 60_000 }, failure: "timeout", outage: "timeout" },
] as const;

describe("smoke against a broken backend", () => {
  for (const fault of FAULTS) {
    it(`passes no check when every endpoint answers ${fault.name}`, async () => {
      await h.fault(fault.rule);
      try {
        const started = Date.now();
        const result = await h.run(["smoke", "--json", "--timeout", "1500", ...WRITE], { timeoutMs: 60_000 });
        const elapsed = Date.now() - started;
        expect(result.code, result.stderr).toBe(fault.outage === null ? 6 : 5);
        expect(dataOf(result)["outage"]).toBe(fault.outage);
        const rows = rowsOf(result);
        expect(rows.length).toBe(21);
        expect(rows.filter((r) => r.verdict === "pass")).toEqual([]);
        // The first failing class names the fault; the rest either name it too or were not sent.
        expect(rows.filter((r) => r.failure === fault.failure).length).toBeGreaterThan(0);
        for (const r of rows) expect(r.note).toBeTruthy();
        // Streamed to stderr, one line per check, while stdout holds the one JSON document.
        expect(result.stderr.split("\n").filter((l) => /(FAIL|warn)\s+(GET|POST) \//.test(l)).length).toBe(
          21,
        );
        if (fault.failure === "timeout") expect(elapsed).toBeLessThan(15_000);
      } finally {
        await h.clearFaults();
      }
    }, 90_000);
  }

  it("reports a dead port as an outage, connection refused after one attempt, not one per check", async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const result = await h.run(["smoke", "--json"], { baseUrl: `http://127.0.0.1:${port}/api` });
    expect(result.code).toBe(5);
    expect(dataOf(result)["outage"]).toBe("refused");
    const rows = rowsOf(result);
    expect(rows.filter((r) => r.verdict === "pass")).toEqual([]);
    expect(rows.some((r) => r.failure === "refused")).toBe(true);
    expect(rows.every((r) => r.failure === "refused" || r.failure === "backendDown")).toBe(true);
  });

  it("tells HTML instead of JSON apart and asks whether /api is missing", async () => {
    const result = await h.run(["smoke"], { baseUrl: h.baseUrl.replace(/\/api$/, "") });
    expect(result.code).toBe(6);
    expect(result.stdout).toMatch(
      /got HTML \(HTTP \d+, text\/html[^)]*\).*is \/api missing from --base-url\?/,
    );
  });

  it("--repeat prints p50/p95/p99 per endpoint and --max-latency fails a slow one", async () => {
    await h.fault({ path: "/sso/getCountryList", delayMs: 2500 });
    try {
      const result = await h.run(["smoke", "--repeat", "3", "--max-latency", "2000", "--json"]);
      expect(result.code).toBe(6);
      const rows = rowsOf(result);
      const countries = rows.find((r) => r.endpoint === "GET /sso/getCountryList");
      expect(countries).toMatchObject({ verdict: "fail", failure: "slow", latency: { runs: 3 } });
      expect(rows.filter((r) => r.verdict === "fail").map((r) => `${r.endpoint}: ${r.note}`)).toEqual([
        expect.stringContaining("GET /sso/getCountryList"),
      ]);
      expect(result.stderr).toMatch(/p50\s+p95\s+p99/);
    } finally {
      await h.clearFaults();
    }
  }, 60_000);
});
