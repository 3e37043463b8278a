/**
 * The generated OpenAPI document passes Redocly's recommended rules with 0 errors (ADR-0464),
 * linted offline by the pinned CLI, and reads cleanly: numbers are numbers, a nullable field says
 * so once, every operation declares its security (`[]` when public), the signed-in ones document
 * their 401, and the calls and parameter this project added to SPEC §7 carry `x-lumen-extension`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { contractDocument } from "../../cli/commands/contract/contract-document";
import { ROOT } from "../../scripts/lib/paths.mjs";

const LintReport = Schema.Struct({
  totals: Schema.Struct({ errors: Schema.Number, warnings: Schema.Number }),
  problems: Schema.Array(
    Schema.Struct({ ruleId: Schema.String, severity: Schema.String, message: Schema.String }),
  ),
});

const Operation = Schema.Struct({
  operationId: Schema.String,
  security: Schema.Array(Schema.Record(Schema.String, Schema.Array(Schema.String))),
  responses: Schema.Record(Schema.String, Schema.Unknown),
  parameters: Schema.optionalKey(
    Schema.Array(
      Schema.Struct({
        name: Schema.String,
        in: Schema.String,
        "x-lumen-extension": Schema.optionalKey(Schema.String),
      }),
    ),
  ),
  "x-lumen-extension": Schema.optionalKey(Schema.String),
});
const Document = Schema.Struct({
  paths: Schema.Record(Schema.String, Schema.Record(Schema.String, Operation)),
});

const document = contractDocument();
const text = JSON.stringify(document);
const operations = Object.entries(Schema.decodeUnknownSync(Document)(document).paths).flatMap(
  ([p, methods]) => Object.values(methods).map((op) => ({ path: p, op })),
);

/** Every `anyOf` list in the document. */
function anyOfLists(value: unknown, found: unknown[][] = []): unknown[][] {
  if (Array.isArray(value)) for (const item of value) anyOfLists(item, found);
  else if (typeof value === "object" && value !== null)
    for (const [key, child] of Object.entries(value)) {
      if (key === "anyOf" && Array.isArray(child)) found.push(child);
      anyOfLists(child, found);
    }
  return found;
}

describe("the OpenAPI document as a linter and a reader see it", () => {
  it("has 0 errors under `redocly lint` (recommended rules), run offline", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "openapi-lint-")), "openapi.json");
    writeFileSync(file, text);
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, "node_modules/@redocly/cli/bin/cli.js"), "lint", file, "--format", "json"],
      {
        encoding: "utf8",
        // No telemetry and no update check: the lint needs no network.
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        timeout: 60_000,
      },
    );
    const json = run.stdout.slice(run.stdout.indexOf("{"));
    const report = Schema.decodeUnknownSync(LintReport)(JSON.parse(json));
    expect(report.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(run.status, run.stderr).toBe(0);
  }, 90_000);

  it("has no non-finite number strings and no repeated alternative in any anyOf", () => {
    expect(text).not.toMatch(/"Infinity"|"-Infinity"|"NaN"/);
    for (const list of anyOfLists(document)) {
      const keys = list.map((item) => JSON.stringify(item));
      expect(new Set(keys).size, keys.join(" | ")).toBe(keys.length);
      expect(keys).not.toContain("{}");
    }
  });

  it("declares security on every operation, [] when public, and a 401 where a session is needed", () => {
    for (const { path: p, op } of operations) {
      const signedIn = op.security.length > 0;
      expect(Object.keys(op.responses), `${p} ${op.operationId}`).toContain("400");
      if (signedIn) expect(Object.keys(op.responses), p).toContain("401");
    }
    expect(
      operations
        .filter(({ op }) => op.security.length > 0)
        .map(({ op }) => op.operationId)
        .sort(),
    ).toEqual(["creatorApplication", "creatorApplicationStatus", "oneTimeToken"]);
  });

  it("marks the calls and the parameter this project added to SPEC §7", () => {
    expect(
      operations
        .filter(({ op }) => op["x-lumen-extension"] !== undefined)
        .map(({ op }) => op.operationId)
        .sort(),
    ).toEqual(["creatorApplication", "creatorApplicationStatus", "fingerprintVisitor"]);
    const purpose = operations.flatMap(({ op }) => (op.parameters ?? []).filter((p) => p.name === "purpose"));
    expect(purpose.length).toBe(2);
    for (const parameter of purpose) expect(parameter["x-lumen-extension"]).toMatch(/Not in SPEC/);
  });

  it("keeps the log-in options out of the registration bodies", () => {
    const { paths } = Schema.decodeUnknownSync(
      Schema.Struct({ paths: Schema.Record(Schema.String, Schema.Unknown) }),
    )(document);
    const bodyOf = (p: string): string => JSON.stringify(paths[p]);
    for (const register of ["/sso/registerByEmail", "/sso/v2/registerByPhone"])
      expect(bodyOf(register)).not.toMatch(/isStreamHostLogin|fromFameEx|redirectPage/);
    expect(bodyOf("/sso/loginByEmail")).toMatch(/isStreamHostLogin/);
  });
});
