/**
 * The smoke test as a JUnit XML report (`lumen smoke --junit FILE`), so CI systems show one test
 * case per endpoint with its duration and, when it failed, why. A "warn" (an optional endpoint
 * that did not answer as hoped) is a skipped case carrying its note.
 */
export interface JunitCase {
  readonly endpoint: string;
  readonly latencyMs: number;
  readonly verdict: "pass" | "fail" | "warn";
  readonly note: string | null;
}

const escapeXml = (text: string): string =>
  text
    // Characters XML 1.0 cannot carry at all (a server message could hold them).
    .replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "\uFFFD")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const seconds = (ms: number): string => (Math.max(0, ms) / 1000).toFixed(3);

export function junitXml(input: {
  readonly suite: string;
  readonly baseUrl: string;
  readonly timestamp: string;
  readonly cases: readonly JunitCase[];
}): string {
  const failures = input.cases.filter((c) => c.verdict === "fail").length;
  const skipped = input.cases.filter((c) => c.verdict === "warn").length;
  const total = input.cases.reduce((sum, c) => sum + Math.max(0, c.latencyMs), 0);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(input.suite)}" tests="${input.cases.length}" failures="${failures}" skipped="${skipped}" time="${seconds(total)}">`,
    `  <testsuite name="${escapeXml(input.suite)}" tests="${input.cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(total)}" timestamp="${escapeXml(input.timestamp)}">`,
    "    <properties>",
    `      <property name="baseUrl" value="${escapeXml(input.baseUrl)}"/>`,
    "    </properties>",
  ];
  for (const c of input.cases) {
    const open = `    <testcase classname="${escapeXml(input.suite)}" name="${escapeXml(c.endpoint)}" time="${seconds(c.latencyMs)}"`;
    const note = escapeXml(c.note ?? "");
    if (c.verdict === "pass") lines.push(`${open}/>`);
    else if (c.verdict === "fail")
      lines.push(`${open}>`, `      <failure message="${note}">${note}</failure>`, "    </testcase>");
    else lines.push(`${open}>`, `      <skipped message="${note}"/>`, "    </testcase>");
  }
  lines.push("  </testsuite>", "</testsuites>", "");
  return lines.join("\n");
}
