/**
 * `lumen flow signup-login|lockout-unlock|forgot --users N --concurrency C [--junit FILE]`: the
 * standard QA flows for N virtual users, C at a time. Every user has fresh identities and its own
 * state folder; codes come from --code-from (the local outbox by default); "try later" refusals
 * are retried with back-off (--retry, 200 by default here) so rate limits slow the run, not fail it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { decodeArg, DigitsText, OptionalText } from "../args/decode-arg";
import { colours } from "../output/colour";
import { failure, success, type Outcome } from "../output/outcome";
import { Printer } from "../output/printer";
import type { CommandContext } from "../runtime/command-context";
import { COMMANDS } from "./command-table";
import { FLOW_NAMES, FLOWS, type VirtualUser } from "./flow/flow-steps";
import { flowJunit, type JunitStep } from "./flow/flow-junit";
import { percentilesOf } from "./flow/percentiles";
import { usage } from "./shared/outcomes";
const FlowNameArg = Schema.Literals(FLOW_NAMES);
const MAX_USERS = 10_000;
/** Enough to ride out the local server's code-sending limit (10 at once, then one every 6 s). */
const FLOW_DEFAULT_RETRY = 200;

interface StepResult {
  readonly step: string;
  readonly ok: boolean;
  readonly ms: number;
  readonly error: string | null;
}
interface UserResult {
  readonly user: number;
  readonly email: string;
  readonly passed: boolean;
  readonly steps: readonly StepResult[];
}

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const name = decodeArg(FlowNameArg, options["flow"]);
  if (Option.isNone(name))
    return usage(ctx, {
      key: "usage.invalidChoice",
      params: { name: "flow", choices: FLOW_NAMES.join(", ") },
    });
  const users = count(options["users"], 1);
  const concurrency = count(options["concurrency"], Math.min(users ?? 1, 4));
  if (users === null || users > MAX_USERS)
    return usage(ctx, { key: "usage.count", params: { name: "--users" } });
  if (concurrency === null) return usage(ctx, { key: "usage.count", params: { name: "--concurrency" } });
  const junit = decodeArg(OptionalText, options["junit"]);
  if (Option.isNone(junit)) return usage(ctx, { key: "usage.generic", params: { detail: "--junit" } });

  const services = await ctx.services();
  const runId = services.now().toString(36);
  const work = mkdtempSync(path.join(tmpdir(), "lumen-flow-"));
  const retry = ctx.globals.sources.retry === "default" ? FLOW_DEFAULT_RETRY : ctx.globals.retry;
  const codeFrom = ctx.globals.codeFrom ?? "outbox";
  const paint = colours(ctx.env, ctx.globals.json, ctx.stdoutIsTerminal);
  let retries = 0;
  const results: UserResult[] = [];
  const started = services.now();

  const runUser = async (index: number): Promise<UserResult> => {
    const user: VirtualUser = {
      email: `flow-${runId}-${index}@example.com`,
      password: `Qa${(services.now() % 1e6).toString().padStart(6, "0")}`,
      newPassword: `Nw${((services.now() + index) % 1e6).toString().padStart(6, "0")}`,
    };
    const stateDir = path.join(work, `user-${index}`);
    const globals = { ...ctx.globals, stateDir, retry, codeFrom, json: true };
    const userServices = ctx.freshServices(globals, () => {
      retries += 1;
    });
    const quiet = { write: () => undefined };
    const userCtx: CommandContext = {
      ...ctx,
      globals,
      printer: new Printer({ json: true, verbose: false, stdout: quiet, stderr: quiet, errorLabel: "" }),
      prompter: { ...ctx.prompter, interactive: false },
      services: () => userServices,
    };
    const steps: StepResult[] = [];
    for (const step of FLOWS[name.value]) {
      const at = services.now();
      // Each step is a command from the table, loaded as `lumen <command>` would load it.
      const error = await step.run(user, async (command, stepOptions) => {
        const spec = COMMANDS.find((entry) => entry.name === command);
        if (spec === undefined) return failure({ kind: "internal", message: command });
        return (await spec.load()).run(userCtx, stepOptions);
      });
      steps.push({ step: step.name, ok: error === null, ms: services.now() - at, error });
      if (error !== null) break;
    }
    const passed = steps.length === FLOWS[name.value].length && steps.every((s) => s.ok);
    const result = { user: index, email: user.email, passed, steps };
    const row = steps.map((s) => `${s.step} ${s.ms} ms`).join(", ");
    const verdict = passed ? paint.pass(ctx.t("flow.pass")) : paint.fail(ctx.t("flow.fail"));
    const why = passed ? "" : ` — ${steps.at(-1)?.error ?? ""}`;
    ctx.printer.info(
      `${ctx.t("flow.user", { n: String(index).padStart(3, "0") })}  ${verdict}  ${row}${why}`,
    );
    return result;
  };

  let next = 1;
  const worker = async (): Promise<void> => {
    while (next <= users) {
      const index = next;
      next += 1;
      results.push(await runUser(index));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, users) }, worker));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  results.sort((a, b) => a.user - b.user);

  const stepNames = FLOWS[name.value].map((s) => s.name);
  const steps = stepTotals(stepNames, results);
  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  const seconds = Math.round((services.now() - started) / 100) / 10;

  const written = writeJunit(ctx, name.value, junit.value, stepNames, results);
  if (typeof written !== "string" && written !== null) return written;
  const junitPath = written;

  const report = { flow: name.value, users, concurrency, passed, failed, retries, seconds, junitPath };
  return flowOutcome(ctx, paint, report, steps, results);
}

interface FlowReport {
  readonly flow: string;
  readonly users: number;
  readonly concurrency: number;
  readonly passed: number;
  readonly failed: number;
  readonly retries: number;
  readonly seconds: number;
  readonly junitPath: string | null;
}

/** The per-step table and the summary line, and the same figures as data for --json. */
function flowOutcome(
  ctx: CommandContext,
  paint: ReturnType<typeof colours>,
  report: FlowReport,
  steps: ReturnType<typeof stepTotals>,
  results: readonly UserResult[],
): Outcome {
  const table = [
    ctx.t("flow.tableHead"),
    ...steps.map(
      (s) =>
        `${s.step.padEnd(14)}${String(s.passed).padStart(7)}${String(s.failed).padStart(7)}${String(s.p50).padStart(8)}${String(s.p95).padStart(8)}${String(s.p99).padStart(8)}`,
    ),
  ];
  const { passed, failed, seconds, retries } = report;
  const summary = ctx.t("flow.summary", { passed, failed, seconds, retries, count: report.users });
  const data = {
    flow: report.flow,
    baseUrl: ctx.globals.baseUrl,
    users: report.users,
    concurrency: report.concurrency,
    passed: report.passed,
    failed: report.failed,
    retries: report.retries,
    seconds: report.seconds,
    junit: report.junitPath,
    steps,
    results,
  };
  const lines = ["", ...table, "", failed === 0 ? paint.pass(summary) : paint.fail(summary)];
  return failed === 0
    ? success(data, lines)
    : failure(
        { kind: "flowFailed", failed, message: ctx.t("failure.flowFailed", { count: failed }) },
        { data, lines },
      );
}

/** Per step across users: how many passed and failed, and the passing runs' percentiles. */
function stepTotals(stepNames: readonly string[], results: readonly UserResult[]) {
  return stepNames.map((step) => {
    const ran = results.flatMap((r) => r.steps.filter((s) => s.step === step));
    return {
      step,
      passed: ran.filter((s) => s.ok).length,
      failed: ran.filter((s) => !s.ok).length,
      ...percentilesOf(ran.filter((s) => s.ok).map((s) => s.ms)),
    };
  });
}

/** The JUnit report --junit asks for: its absolute path, null without --junit, or the failure to write it. */
function writeJunit(
  ctx: CommandContext,
  flow: string,
  file: string | undefined,
  stepNames: readonly string[],
  results: readonly UserResult[],
): string | null | Outcome {
  if (file === undefined) return null;
  const junitPath = path.resolve(ctx.cwd, file);
  const cases: JunitStep[] = results.flatMap((r) =>
    stepNames.map((step) => {
      const s = r.steps.find((x) => x.step === step);
      return {
        user: r.user,
        step,
        ms: s?.ms ?? 0,
        ok: s?.ok === true,
        message: s === undefined ? ctx.t("flow.notRun") : s.error,
      };
    }),
  );
  try {
    writeFileSync(junitPath, flowJunit(flow, ctx.globals.baseUrl, cases));
  } catch (error) {
    return failure({
      kind: "internal",
      message: ctx.t("smoke.junitWriteFailed", {
        file: junitPath,
        reason: error instanceof Error ? error.message : String(error),
      }),
    });
  }
  return junitPath;
}

function count(value: unknown, fallback: number): number | null {
  if (value === undefined) return fallback;
  const digits = decodeArg(DigitsText, value);
  const n = Option.isSome(digits) ? Number(digits.value) : NaN;
  return n >= 1 ? n : null;
}
