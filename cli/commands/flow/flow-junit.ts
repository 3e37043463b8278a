/** JUnit XML for `lumen flow --junit`: one test case per virtual user and step (CI shows each). */
export interface JunitStep {
  readonly user: number;
  readonly step: string;
  readonly ms: number;
  readonly ok: boolean;
  readonly message: string | null;
}

const escape = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    // Control characters other than tab/newline are not allowed in XML 1.0.
    .replace(/\p{Cc}/gu, (c) => (c === "\t" || c === "\n" || c === "\r" ? c : ""));

/** `runMs`: the run's wall-clock time (users run side by side, so their steps' times overlap). */
export function flowJunit(flow: string, baseUrl: string, steps: readonly JunitStep[], runMs: number): string {
  const failures = steps.filter((s) => !s.ok).length;
  const total = runMs / 1000;
  const cases = steps.map((s) => {
    const head = `    <testcase classname="user-${String(s.user).padStart(3, "0")}" name="${escape(s.step)}" time="${(s.ms / 1000).toFixed(3)}"`;
    return s.ok
      ? `${head}/>`
      : `${head}>\n      <failure message="${escape(s.message ?? "")}"/>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<testsuites>",
    `  <testsuite name="lumen flow ${escape(flow)}" tests="${steps.length}" failures="${failures}" time="${total.toFixed(3)}">`,
    "    <properties>",
    `      <property name="baseUrl" value="${escape(baseUrl)}"/>`,
    "    </properties>",
    ...cases,
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}
