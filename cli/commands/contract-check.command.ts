/**
 * `lumen contract check [--base-url URL] [--json]`: calls every read-only call of the contract on
 * a backend and prints where its answers drift from the contract: one row per difference with the
 * field path, the expected type and what came (`data.user.id  number  string`). An unknown
 * business code is a warning. Exit 0 when nothing drifted, 6 otherwise; 5 when the backend answered
 * none of the calls (an outage says nothing about the contract, ADR-0463).
 */
import { ALL_ENDPOINTS } from "../../core/contract/sso-endpoints";
import { failure, success, type Outcome } from "../output/outcome";
import { renderTable } from "../output/table";
import type { CommandContext } from "../runtime/command-context";
import type { SmokeCheck } from "./smoke/smoke-checks";
import { DEFAULT_CONCURRENCY, DEFAULT_DEADLINE_MS } from "./smoke/smoke-numbers";
import { outageOf } from "./smoke/outage";
import { runChecks, type CheckResult } from "./smoke/smoke-runner";

export interface DriftRow {
  readonly endpoint: string;
  readonly path: string;
  readonly expected: string;
  readonly actual: string;
  /** "drift" fails the check; "warning" (unknown code, optional call missing) does not. */
  readonly severity: "drift" | "warning";
}

function rowsOf(ctx: CommandContext, result: CheckResult): DriftRow[] {
  const { check, judgement: j } = result;
  const endpoint = `${check.endpoint.method} ${check.endpoint.path}`;
  const severity: DriftRow["severity"] = j.verdict === "warn" ? "warning" : "drift";
  const rows: DriftRow[] = [];
  if (j.unknownCode) {
    rows.push({
      endpoint,
      path: "code",
      expected: ctx.t("contractCheck.documentedCode"),
      actual: String(j.code),
      severity: "warning",
    });
  }
  if (j.verdict === "pass") return rows;
  if (j.drift.length > 0) return [...rows, ...j.drift.map((d) => ({ endpoint, ...d, severity }))];
  const note = j.note === null ? "" : ctx.t(j.note.key, j.note.params);
  return [...rows, { endpoint, path: "-", expected: ctx.t("contractCheck.answer"), actual: note, severity }];
}

export async function run(ctx: CommandContext): Promise<Outcome> {
  const checks: SmokeCheck[] = ALL_ENDPOINTS.filter(([, e]) => e.readOnly).map(([, endpoint]) => ({
    endpoint,
    expect: { kind: "success", statuses: [200] },
  }));
  const { probe, now } = await ctx.services();
  const results = await runChecks(
    checks,
    {
      concurrency: DEFAULT_CONCURRENCY,
      repeat: 1,
      timeoutMs: ctx.globals.timeoutMs,
      deadlineMs: DEFAULT_DEADLINE_MS,
      maxLatencyMs: undefined,
      now,
      probe,
    },
    () => undefined,
  );
  const { t } = ctx;
  const outage = outageOf(results);
  if (outage !== null) {
    const message = t("outage.summary", {
      calls: checks.length,
      baseUrl: ctx.globals.baseUrl,
      reason: t(`outage.reason.${outage}`),
    });
    return failure(
      { kind: "network", message },
      { data: { baseUrl: ctx.globals.baseUrl, calls: checks.length, outage, rows: [] } },
    );
  }
  const rows = results.flatMap((r) => rowsOf(ctx, r));
  const drifted = rows.filter((r) => r.severity === "drift").length;
  const warnings = rows.length - drifted;
  const table =
    rows.length === 0
      ? []
      : renderTable(
          [
            { header: t("contractCheck.endpoint") },
            { header: t("contractCheck.path") },
            { header: t("contractCheck.expected") },
            { header: t("contractCheck.actual") },
            { header: t("contractCheck.severity") },
          ],
          rows.map((r) => [r.endpoint, r.path, r.expected, r.actual, t(`contractCheck.${r.severity}`)]),
        );
  const summary = t("contractCheck.summary", {
    calls: checks.length,
    drifted,
    // The plural form follows the warning count ("1 warning", Russian's one/few/many).
    count: warnings,
    baseUrl: ctx.globals.baseUrl,
  });
  const lines = [...table, ...(table.length > 0 ? [""] : []), summary];
  const data = { baseUrl: ctx.globals.baseUrl, calls: checks.length, drifted, warnings, rows };
  return drifted === 0
    ? success(data, lines)
    : failure({ kind: "smokeFailed", failed: drifted, message: summary }, { data, lines });
}
