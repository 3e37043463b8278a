/**
 * `lumen smoke [--write --email E --phone N --country C] [--concurrency N] [--repeat N]
 * [--deadline MS] [--max-latency MS] [--junit FILE]`: every contract call worth probing, each
 * judged by the status and codes it accepts and the contract's shapes. Rows stream as checks
 * finish (to stderr with --json); exit 0 only when no check failed, 6 otherwise, and 5 when the
 * backend answered none of them (an outage, ADR-0463).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { checkCountry } from "../args/country";
import { decodeArg, OptionalFlag, OptionalText } from "../args/decode-arg";
import { failure, success, type Outcome } from "../output/outcome";
import { renderTable } from "../output/table";
import type { CommandContext } from "../runtime/command-context";
import { acceptedText, readOnlyChecks, writeChecks, type SmokeCheck } from "./smoke/smoke-checks";
import { junitXml } from "./smoke/junit-report";
import { outageOf, type OutageReason } from "./smoke/outage";
import { runChecks, type CheckResult } from "./smoke/smoke-runner";
import {
  CONCURRENCY,
  DEADLINE,
  DEFAULT_CONCURRENCY,
  DEFAULT_DEADLINE_MS,
  MAX_LATENCY,
  REPEAT,
  wholeNumber,
  type NumberRule,
} from "./smoke/smoke-numbers";
import type { Verdict } from "./smoke/smoke-verdict";
import { invalidInput, usage } from "./shared/outcomes";
import { validateEmail } from "../../core/validation/email.rule";
import { validatePhoneOrAccount } from "../../core/validation/login-account.rule";
import type { ValidationError } from "../../core/validation/validation-error";
import type { Drift } from "../../core/contract/drift";

const Raw = Schema.Struct({
  write: OptionalFlag,
  email: OptionalText,
  phone: OptionalText,
  country: OptionalText,
  junit: OptionalText,
  concurrency: OptionalText,
  repeat: OptionalText,
  deadline: OptionalText,
  maxLatency: OptionalText,
});

export interface SmokeRow {
  readonly endpoint: string;
  readonly method: string;
  readonly path: string;
  /** What the check accepts: HTTP statuses and business codes. */
  readonly accepts: { readonly statuses: readonly number[]; readonly codes: readonly number[] };
  readonly status: number | null;
  readonly code: number | null;
  readonly latencyMs: number;
  readonly verdict: Verdict;
  readonly failure: string | null;
  readonly note: string | null;
  readonly drift: readonly Drift[];
  readonly unknownCode: boolean;
  readonly latency?: {
    readonly runs: number;
    readonly p50: number;
    readonly p95: number;
    readonly p99: number;
  };
}

function rowOf(ctx: CommandContext, result: CheckResult, repeat: number): SmokeRow {
  const { check, judgement: j, stats } = result;
  const optionalNote = check.endpoint.optional && j.verdict === "warn" ? ` (${ctx.t("smoke.optional")})` : "";
  const expect = check.expect;
  return {
    endpoint: `${check.endpoint.method} ${check.endpoint.path}`,
    method: check.endpoint.method,
    path: check.endpoint.path,
    accepts: { statuses: expect.statuses, codes: expect.kind === "success" ? [200] : expect.codes },
    status: j.status,
    code: j.code,
    latencyMs: repeat > 1 ? stats.p50 : (result.latencies[0] ?? 0),
    verdict: j.verdict,
    failure: j.failure,
    note: j.note === null ? null : `${ctx.t(j.note.key, j.note.params)}${optionalNote}`,
    drift: j.drift,
    unknownCode: j.unknownCode,
    ...(repeat > 1
      ? { latency: { runs: result.latencies.length, p50: stats.p50, p95: stats.p95, p99: stats.p99 } }
      : {}),
  };
}

/** One streamed line per finished check: fixed columns so rows line up without knowing the rest. */
function streamLine(ctx: CommandContext, row: SmokeRow, check: SmokeCheck): string {
  const verdict = ctx.t(`smoke.${row.verdict}`).padEnd(5);
  const got = `${row.status ?? "-"} · ${row.code ?? "-"}`;
  return [
    verdict,
    row.endpoint.padEnd(36),
    `${ctx.t("smoke.accepts")} ${acceptedText(check.expect)}`.padEnd(44),
    `${ctx.t("smoke.got")} ${got}`.padEnd(16),
    `${String(row.latencyMs).padStart(5)} ms`,
    row.note ?? "",
  ]
    .join("  ")
    .trimEnd();
}

/** The --email and --phone to write to, checked with the app's rules, and what is wrong with them. */
function checkedIdentities(raw: typeof Raw.Type) {
  const problems: ValidationError[] = [];
  let email: string | undefined;
  let phone: string | undefined;
  const country = checkCountry(raw.country);
  if (!country.ok) problems.push(country.error);
  if (raw.email !== undefined) {
    const checked = validateEmail(raw.email);
    if (checked.ok) email = checked.value;
    else problems.push(checked.error);
  }
  if (raw.phone !== undefined && country.ok) {
    const checked = validatePhoneOrAccount(raw.phone, country.value);
    if (checked.ok) phone = checked.value;
    else problems.push(checked.error);
  }
  return { problems, email, phone, country };
}

/** With --repeat: each endpoint's runs and latency percentiles. */
function latencyTable(ctx: CommandContext, rows: readonly SmokeRow[]): string[] {
  const { t } = ctx;
  return renderTable(
    [
      { header: t("smoke.endpoint") },
      { header: t("smoke.runs"), align: "right" },
      { header: "p50", align: "right" },
      { header: "p95", align: "right" },
      { header: "p99", align: "right" },
    ],
    rows.map((r) => [
      r.endpoint,
      String(r.latency?.runs ?? 0),
      String(r.latency?.p50 ?? 0),
      String(r.latency?.p95 ?? 0),
      String(r.latency?.p99 ?? 0),
    ]),
  );
}

/** The JUnit report --junit asks for: its absolute path, null without --junit, or the failure to write it. */
function writeJunit(
  ctx: CommandContext,
  file: string | undefined,
  rows: readonly SmokeRow[],
): string | null | Outcome {
  if (file === undefined) return null;
  const junit = path.resolve(ctx.cwd, file);
  const xml = junitXml({
    suite: "lumen smoke",
    baseUrl: ctx.globals.baseUrl,
    timestamp: new Date().toISOString(),
    cases: rows,
  });
  try {
    writeFileSync(junit, xml, "utf8");
  } catch (error) {
    return failure({
      kind: "internal",
      message: ctx.t("smoke.junitWriteFailed", { file: junit, reason: String(error) }),
    });
  }
  return junit;
}

/** The options, decoded and checked; a usage or invalid-input outcome when one is wrong. */
function smokeOptions(ctx: CommandContext, options: Readonly<Record<string, unknown>>) {
  const decoded = decodeArg(Raw, {
    write: options["write"],
    email: options["email"],
    phone: options["phone"],
    country: options["country"],
    junit: options["junit"],
    concurrency: options["concurrency"],
    repeat: options["repeat"],
    deadline: options["deadline"],
    maxLatency: options["maxLatency"],
  });
  if (Option.isNone(decoded)) return usage(ctx, { key: "usage.writeNeedsIdentity" });
  const raw = decoded.value;
  const write = raw.write === true;
  if (write && raw.email === undefined && raw.phone === undefined)
    return usage(ctx, { key: "usage.writeNeedsIdentity" });
  const numbers: [NumberRule, unknown][] = [
    [CONCURRENCY, raw.concurrency],
    [REPEAT, raw.repeat],
    [DEADLINE, raw.deadline],
    [MAX_LATENCY, raw.maxLatency],
  ];
  const parsed = numbers.map(([rule, value]) => ({ rule, value: wholeNumber(value, rule) }));
  const bad = parsed.find((p) => p.value === "invalid");
  if (bad !== undefined) {
    const { option, min, max } = bad.rule;
    return usage(ctx, { key: "usage.wholeNumber", params: { option: `--${option}`, min, max } });
  }
  const numberOf = (rule: NumberRule): number | undefined => {
    const value = parsed.find((p) => p.rule === rule)?.value;
    return typeof value === "number" ? value : undefined;
  };

  // The identities are checked with the app's rules before anything is sent to them.
  const { problems, email, phone, country } = checkedIdentities(raw);
  if (problems.length > 0) return invalidInput(ctx, problems);
  return {
    write,
    junit: raw.junit,
    concurrency: numberOf(CONCURRENCY) ?? DEFAULT_CONCURRENCY,
    repeat: numberOf(REPEAT) ?? 1,
    deadlineMs: numberOf(DEADLINE) ?? DEFAULT_DEADLINE_MS,
    maxLatencyMs: numberOf(MAX_LATENCY),
    identities: { email, phone, country: country.ok ? country.value : "CN" },
  };
}

type SmokeOptions = Exclude<ReturnType<typeof smokeOptions>, Outcome>;

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = smokeOptions(ctx, options);
  if ("ok" in decoded) return decoded;
  const { write, concurrency, repeat, deadlineMs, maxLatencyMs } = decoded;

  const nonce = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const checks: SmokeCheck[] = [...readOnlyChecks(nonce), ...(write ? writeChecks(decoded.identities) : [])];

  // Ctrl+C stops the run, and the report (JUnit, --json) is still written (ADR-0460). The services
  // share the signal, so a check in flight ends at once instead of at its timeout.
  const stopping = new AbortController();
  void ctx.interrupted().then(() => stopping.abort());
  const { probe, now } = await ctx.freshServices({}, { signal: stopping.signal });
  ctx.printer.info(
    ctx.t("smoke.starting", { count: checks.length, concurrency, baseUrl: ctx.globals.baseUrl }),
  );
  const results = await runChecks(
    checks,
    {
      concurrency,
      repeat,
      timeoutMs: ctx.globals.timeoutMs,
      deadlineMs,
      maxLatencyMs,
      now,
      probe,
      signal: stopping.signal,
    },
    (result) => ctx.printer.info(streamLine(ctx, rowOf(ctx, result, repeat), result.check)),
  );
  const interrupted = stopping.signal.aborted;
  const outage = interrupted ? null : outageOf(results);
  return smokeOutcome(ctx, decoded, { calls: checks.length, results, outage, interrupted });
}

/** The summary, the --repeat table and the JUnit file, and the exit: 130, 5 for an outage, 6 for a failed check. */
function smokeOutcome(
  ctx: CommandContext,
  options: SmokeOptions,
  ended: {
    readonly calls: number;
    readonly results: readonly CheckResult[];
    readonly outage: OutageReason | null;
    readonly interrupted: boolean;
  },
): Outcome {
  const { t } = ctx;
  const { results, outage, interrupted } = ended;
  const { write, concurrency, repeat } = options;
  const rows = results.map((r) => rowOf(ctx, r, repeat));
  const passed = rows.filter((r) => r.verdict === "pass").length;
  const failed = rows.filter((r) => r.verdict === "fail").length;
  const warned = rows.filter((r) => r.verdict === "warn").length;
  const lines: string[] = [""];
  for (const row of rows.filter((r) => r.unknownCode))
    lines.push(t("smoke.unknownCode", { endpoint: row.endpoint, code: row.code ?? "-" }));
  if (repeat > 1) lines.push(...latencyTable(ctx, rows), "");
  const summary =
    outage === null
      ? t("smoke.summary", { passed, failed, count: warned, baseUrl: ctx.globals.baseUrl })
      : t("outage.summary", {
          calls: ended.calls,
          baseUrl: ctx.globals.baseUrl,
          reason: t(`outage.reason.${outage}`),
        });
  lines.push(summary, ...(write ? [] : [t("smoke.skippedWrite")]));
  const junit = writeJunit(ctx, options.junit, rows);
  if (typeof junit !== "string" && junit !== null) return junit;
  if (junit !== null) lines.push(ctx.t("smoke.junitWritten", { file: junit }));
  const data = {
    baseUrl: ctx.globals.baseUrl,
    write,
    concurrency,
    repeat,
    passed,
    failed,
    warned,
    outage,
    checks: rows,
    junit,
  };
  if (interrupted)
    return failure({ kind: "interrupted", message: t("flow.stoppedInterrupted") }, { data, lines });
  if (outage !== null) return failure({ kind: "network", message: summary }, { data, lines });
  return failed === 0
    ? success(data, lines)
    : failure({ kind: "smokeFailed", failed, message: summary }, { data, lines });
}
