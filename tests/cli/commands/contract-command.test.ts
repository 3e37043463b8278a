/**
 * `lumen contract` prints the generated OpenAPI document (JSON, YAML, to a file), and
 * `lumen contract check` reports drift from a backend: none from the local server (exit 0), the
 * field path of a renamed field, a wrong type and an unknown business code from a fault-injected
 * wrong shape (exit 6).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { dataOf, harnessForSuite, jsonOf, type CliResult } from "../support/cli-harness";

const h = harnessForSuite();

interface DriftRow {
  readonly endpoint: string;
  readonly path: string;
  readonly expected: string;
  readonly actual: string;
  readonly severity: string;
}

const rowsOf = (result: CliResult): DriftRow[] => {
  const rows = dataOf(result)["rows"];
  if (!Array.isArray(rows)) throw new Error(`no rows: ${result.stdout}${result.stderr}`);
  return rows;
};

describe("lumen contract", () => {
  it("prints the same document as JSON and YAML, and writes it with --out", async () => {
    const json = await h.run(["contract"]);
    expect(json.code, json.stderr).toBe(0);
    const doc: unknown = JSON.parse(json.stdout);
    expect(doc).toMatchObject({
      openapi: "3.1.0",
      paths: { "/sso/loginByEmail": { post: expect.any(Object) } },
    });
    const served = await (await fetch(`${h.baseUrl}/openapi.json`)).json();
    expect(served).toEqual(doc);

    const yaml = await h.run(["contract", "--format", "yaml"]);
    expect(yaml.code).toBe(0);
    expect(parse(yaml.stdout)).toEqual(doc);

    const file = path.join(mkdtempSync(path.join(tmpdir(), "lumen-contract-")), "openapi.yaml");
    const out = await h.run(["contract", "--format", "yaml", "--out", file]);
    expect(out.code).toBe(0);
    expect(parse(readFileSync(file, "utf8"))).toEqual(doc);

    expect((await h.run(["contract", "--format", "xml"])).code).toBe(2);
  });
});

describe("lumen contract check", () => {
  it("finds no drift in the local server and exits 0", async () => {
    const result = await h.run(["contract", "check", "--json"]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(dataOf(result)).toMatchObject({ drifted: 0, warnings: 0, rows: [] });
  });

  it("reports a renamed field, a wrong type and an unknown code with their paths, and exits 6", async () => {
    await h.fault({
      path: "/version/getAndroidVersion",
      body: { code: 200, message: "ok", data: { versionLabel: "9.9.9" } },
    });
    await h.fault({
      path: "/sso/getCountryList",
      body: { code: 200, message: "ok", data: [{ countryName: "China", countryCode: 86, regionCode: "CN" }] },
    });
    await h.fault({ path: "/b2b/domains", body: { code: 12345, message: "new code", data: null } });
    try {
      const result = await h.run(["contract", "check", "--json"]);
      expect(result.code).toBe(6);
      expect(jsonOf(result)).toMatchObject({ ok: false, exitCode: 6 });
      const rows = rowsOf(result);
      expect(rows).toContainEqual({
        endpoint: "GET /version/getAndroidVersion",
        path: "data.versionName",
        expected: "string",
        actual: "missing",
        severity: "drift",
      });
      expect(rows).toContainEqual({
        endpoint: "GET /sso/getCountryList",
        path: "data[0].countryCode",
        expected: "string",
        actual: "number",
        severity: "drift",
      });
      expect(rows).toContainEqual(
        expect.objectContaining({
          endpoint: "GET /b2b/domains",
          path: "code",
          actual: "12345",
          severity: "warning",
        }),
      );

      const table = await h.run(["contract", "check"]);
      expect(table.code).toBe(6);
      expect(table.stdout).toMatch(
        /GET \/sso\/getCountryList\s+data\[0\]\.countryCode\s+string\s+number\s+DRIFT/,
      );
    } finally {
      await h.clearFaults();
    }
  });
});
