// test-all counts tests from Vitest's JSON report; a broken file must count as a failure.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readVitestReport } from "../../scripts/lib/vitest-report.mjs";

function reportFile(json: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "report-")), "r.json");
  fs.writeFileSync(file, JSON.stringify(json));
  return file;
}

describe("readVitestReport", () => {
  it("counts passed, failed and skipped cases and keeps failure messages", () => {
    const r = readVitestReport(
      reportFile({
        testResults: [
          {
            name: "/x/a.test.ts",
            status: "failed",
            assertionResults: [
              { fullName: "a works", status: "passed" },
              {
                fullName: "a fails",
                status: "failed",
                failureMessages: ["AssertionError: expected 1 to be 2\n    at …"],
              },
              { fullName: "a later", status: "skipped" },
              { fullName: "a todo", status: "todo" },
            ],
          },
        ],
      }),
    );
    expect(r).toMatchObject({ passed: 1, failed: 1, skipped: 2 });
    expect(r.failures[0]!.name).toMatch(/a fails$/);
    expect(r.failures[0]!.message).toMatch(/expected 1 to be 2/);
  });

  it("counts a file that failed outside any test (import error) once", () => {
    const r = readVitestReport(
      reportFile({
        testResults: [
          { name: "/x/b.test.ts", status: "failed", message: "Cannot find module", assertionResults: [] },
        ],
      }),
    );
    expect(r).toMatchObject({ passed: 0, failed: 1 });
    expect(r.failures[0]!.message).toBe("Cannot find module");
  });

  it("counts a missing or unreadable report as a failure", () => {
    expect(readVitestReport("/nonexistent/report.json").failed).toBe(1);
    const bad = reportFile({});
    fs.writeFileSync(bad, "{not json");
    expect(readVitestReport(bad).failed).toBe(1);
  });
});
