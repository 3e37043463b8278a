// Reads a Vitest JSON report (--reporter=json) into counts and readable failures. Every test case
// counts once; a file that failed without any failed case (import error, hook error) counts as one
// failure so a broken file can never make a suite look green.
import fs from "node:fs";
import { stripAnsi } from "./strip-ansi.mjs";
import path from "node:path";
import { ROOT } from "./paths.mjs";

/**
 * @param {string} reportPath
 * @returns {{ passed: number, failed: number, skipped: number, failures: { name: string, message: string }[] }}
 */
export function readVitestReport(reportPath) {
  if (!fs.existsSync(reportPath)) {
    return {
      passed: 0,
      failed: 1,
      skipped: 0,
      failures: [{ name: path.basename(reportPath), message: "no report written (Vitest did not finish)" }],
    };
  }
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportPath, "utf8"));
  } catch (err) {
    return {
      passed: 0,
      failed: 1,
      skipped: 0,
      failures: [{ name: path.basename(reportPath), message: `unreadable report: ${err.message}` }],
    };
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(ROOT, file.name ?? "");
    let fileFailed = 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status === "passed") passed += 1;
      else if (test.status === "failed") {
        failed += 1;
        fileFailed += 1;
        failures.push({
          name: `${rel} > ${test.fullName ?? test.title}`,
          message: firstLines(test.failureMessages?.join("\n") ?? ""),
        });
      } else skipped += 1;
    }
    if (file.status === "failed" && fileFailed === 0) {
      failed += 1;
      failures.push({ name: rel, message: firstLines(file.message || "failed outside any test") });
    }
  }
  return { passed, failed, skipped, failures };
}

/** The message and the test's own stack lines; Vitest's and other packages' frames are noise here. */
function firstLines(text, n = 16) {
  const lines = stripAnsi(text)
    .trim()
    .split("\n")
    .filter((l) => !/^\s+at .*node_modules/.test(l) && !/^\s+at new Promise/.test(l));
  return lines.slice(0, n).join("\n");
}
