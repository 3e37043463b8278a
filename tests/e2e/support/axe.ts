// Accessibility check with axe-core on WCAG 2.0/2.1/2.2 A and AA rules.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeOptions {
  /** CSS selectors to limit the scan to. */
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  /** Rule ids to skip. Give a reason in the test when you use this. */
  readonly disableRules?: readonly string[];
}

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

/** One readable paragraph per violation: rule, impact, what to fix, and where. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) => `    at ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
        )
        .join("\n");
      const more = v.nodes.length > 5 ? `\n    … ${v.nodes.length - 5} more nodes` : "";
      return `  [${v.impact ?? "?"}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join("\n");
}

/** Runs axe on the page as it is now; throws listing every violation, else returns the results. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<AxeResults> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const sel of options.include ?? []) builder = builder.include(sel);
  for (const sel of options.exclude ?? []) builder = builder.exclude(sel);
  if (options.disableRules?.length) builder = builder.disableRules([...options.disableRules]);
  const results = await builder.analyze();
  if (results.violations.length > 0) {
    throw new Error(
      `${results.violations.length} axe violation(s) on ${page.url()}:\n${formatViolations(results.violations)}`,
    );
  }
  return results;
}
