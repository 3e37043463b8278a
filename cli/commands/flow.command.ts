/**
 * `lumen flow signup-login|lockout-unlock|forgot --users N --concurrency C [--deadline D]
 * [--junit FILE]`: the standard QA flows for N virtual users, C at a time. Every user has fresh
 * identities and its own state folder; codes come from --code-from (the local outbox by default).
 * Code requests take turns in one queue that waits out the server's limit (ADR-0461); other "try
 * later" refusals are retried (--retry, 200 by default here). The run always ends (ADR-0460): at
 * the first user that finds no backend at all, at --deadline, or at Ctrl+C, and the JUnit file and
 * the JSON document are written on each of those paths.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { decodeArg, DigitsText, OptionalText } from "../args/decode-arg";
import { parseDuration } from "../args/duration";
import type { CliFailure } from "../output/cli-failure";
import { describeApiFailure } from "../output/describe-failure";
import { colours, type Paint } from "../output/colour";
import { failure, success, type Outcome } from "../output/outcome";
import { Printer } from "../output/printer";
import type { CommandContext } from "../runtime/command-context";
import type { Services } from "../runtime/services";
import { COMMANDS } from "./command-table";
import { CodeQueue } from "./flow/code-queue";
import { FLOW_NAMES, FLOWS, type FlowName, type StepFailure, type VirtualUser } from "./flow/flow-steps";
import { flowJunit, type JunitStep } from "./flow/flow-junit";
import { percentilesOf } from "./flow/percentiles";
import { usage } from "./shared/outcomes";

const FlowNameArg = Schema.Literals(FLOW_NAMES);
const MAX_USERS = 10_000;
/** Enough to ride out the local server's other limits; code requests wait in the queue instead. */
const FLOW_DEFAULT_RETRY = 200;
/** 100 users at the local server's default code limit (one every 6 s after 10) finish well within it. */
export const FLOW_DEFAULT_DEADLINE_MS = 15 * 60_000;
/** After the run stops, how long users still in a step get to notice before the report is written. */
const STOP_GRACE_MS = 2000;

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
  /** Where its (first) code request stood in the queue, from 0; null when it asked for none. */
  readonly codePlace: number | null;
  /** Calls of this user repeated after the server's "not now". */
  readonly retries: number;
  readonly steps: readonly StepResult[];
}

/** A user that started, its steps filled in as they finish (a stopped run reports them as they were). */
interface UserRecord {
  readonly user: number;
  readonly email: string;
  codePlace: number | null;
  retries: number;
  readonly steps: StepResult[];
}

/** Why a run stopped before every user finished. */
type Stop =
  | { readonly kind: "deadline" }
  | { readonly kind: "interrupted" }
  | { readonly kind: "unreachable"; readonly failure: StepFailure };

interface FlowArgs {
  readonly flow: FlowName;
  readonly users: number;
  readonly concurrency: number;
  readonly junit: string | undefined;
  readonly deadlineMs: number;
}

/** What the users of one run share; `stop`, `retries` and `answered` change as it goes. */
interface FlowRun {
  readonly ctx: CommandContext;
  readonly flow: FlowName;
  readonly services: Services;
  readonly runId: string;
  readonly work: string;
  readonly retry: number;
  readonly codeFrom: string;
  readonly paint: Paint;
  readonly stopping: AbortController;
  readonly queue: CodeQueue;
  readonly stopText: (reason: Stop) => string;
  stop: Stop | null;
  retries: number;
  /** Whether any step of the run has passed: the backend is there. */
  answered: boolean;
  readonly started: UserRecord[];
}

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const args = flowArgs(ctx, options);
  if ("ok" in args) return args;
  const { flow, users, deadlineMs } = args;

  const services = await ctx.services();
  const stopping = new AbortController();
  const flowRun: FlowRun = {
    ctx,
    flow,
    services,
    runId: services.now().toString(36),
    work: mkdtempSync(path.join(tmpdir(), "lumen-flow-")),
    retry: ctx.globals.sources.retry === "default" ? FLOW_DEFAULT_RETRY : ctx.globals.retry,
    codeFrom: ctx.globals.codeFrom ?? "outbox",
    paint: colours(ctx.env, ctx.globals.json, ctx.stdoutIsTerminal),
    stopping,
    queue: new CodeQueue({ now: services.now, wait: services.wait }, stopping.signal),
    stopText: (reason) =>
      reason.kind === "unreachable"
        ? ctx.t("flow.stoppedUnreachable", { reason: reason.failure.message })
        : reason.kind === "deadline"
          ? ctx.t("flow.stoppedDeadline", { seconds: Math.round(deadlineMs / 1000) })
          : ctx.t("flow.stoppedInterrupted"),
    stop: null,
    retries: 0,
    answered: false,
    started: [],
  };
  const startedAt = services.now();
  await runUsers(flowRun, args);
  const ended = flowRun.stop;

  const stepNames = FLOWS[flow].map((s) => s.name);
  const results = userResults(flowRun.started, users, stepNames);
  const steps = stepTotals(stepNames, results);
  const passed = results.filter((r) => r.passed).length;
  const runMs = services.now() - startedAt;
  const notRun = ended === null ? ctx.t("flow.notRun") : flowRun.stopText(ended);

  const written = writeJunit(ctx, args.junit, { flow, stepNames, results, notRun, runMs });
  if (typeof written !== "string" && written !== null) return written;

  const report = { ...args, passed, failed: results.length - passed, runMs, ended, junitPath: written };
  return flowOutcome(flowRun, report, steps, results);
}

/** The flow and the numbers, decoded; a usage outcome when one is wrong. */
function flowArgs(ctx: CommandContext, options: Readonly<Record<string, unknown>>): FlowArgs | Outcome {
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
  const deadlineMs =
    options["deadline"] === undefined ? FLOW_DEFAULT_DEADLINE_MS : parseDuration(options["deadline"]);
  if (deadlineMs === null || deadlineMs < 1)
    return usage(ctx, { key: "usage.duration", params: { name: "--deadline" } });
  return { flow: name.value, users, concurrency, junit: junit.value, deadlineMs };
}

function stopWith(run: FlowRun, reason: Stop): void {
  if (run.stop !== null) return;
  run.stop = reason;
  run.stopping.abort();
}

/** Runs the users, C at a time, until all finished or the run stops (no backend, --deadline, Ctrl+C). */
async function runUsers(run: FlowRun, args: FlowArgs): Promise<void> {
  const { services, stopping } = run;
  const { signal } = stopping;
  const { users, concurrency, deadlineMs } = args;
  let next = 1;
  const worker = async (): Promise<void> => {
    while (next <= users && run.stop === null) {
      const index = next;
      next += 1;
      await runUser(run, index);
    }
  };
  const deadline = services.wait(deadlineMs, signal).then(() => {
    if (!signal.aborted) stopWith(run, { kind: "deadline" });
  });
  void run.ctx.interrupted().then(() => stopWith(run, { kind: "interrupted" }));
  const everyone = Promise.all(Array.from({ length: Math.min(concurrency, users) }, worker));
  // Users still in a step when the run stops get a moment to notice the abort; the report does
  // not wait on one that does not.
  const stopped = new Promise<void>((resolve) =>
    signal.addEventListener("abort", () => resolve(), { once: true }),
  );
  try {
    await Promise.race([
      everyone,
      stopped.then(() => Promise.race([everyone, services.wait(STOP_GRACE_MS)])),
    ]);
  } finally {
    // Ends the deadline's timer when everyone finished first; a no-op after a stop.
    stopping.abort();
    await deadline;
    rmSync(run.work, { recursive: true, force: true });
  }
}

/** One virtual user: fresh identities, the flow's steps in order until one fails, then its line. */
async function runUser(run: FlowRun, index: number): Promise<void> {
  const { ctx, services, paint } = run;
  const user: VirtualUser = {
    email: `flow-${run.runId}-${index}@example.com`,
    password: `Qa${(services.now() % 1e6).toString().padStart(6, "0")}`,
    newPassword: `Nw${((services.now() + index) % 1e6).toString().padStart(6, "0")}`,
  };
  const record: UserRecord = { user: index, email: user.email, codePlace: null, retries: 0, steps: [] };
  run.started.push(record);
  const userCtx = userContext(run, index, record);
  for (const step of FLOWS[run.flow]) {
    const at = services.now();
    // Each step is a command from the table, loaded as `lumen <command>` would load it.
    const error = await step.run(user, async (command, stepOptions) => {
      const spec = COMMANDS.find((entry) => entry.name === command);
      if (spec === undefined) return failure({ kind: "internal", message: command });
      return (await spec.load()).run(userCtx, stepOptions);
    });
    // A step cut short by the stop failed because of it, not because of what it got back.
    const why = error === null ? null : run.stop === null ? error.message : run.stopText(run.stop);
    record.steps.push({ step: step.name, ok: error === null, ms: services.now() - at, error: why });
    if (error === null) run.answered = true;
    if (error !== null && (error.unreachable || (error.noAnswer && !run.answered)))
      stopWith(run, { kind: "unreachable", failure: error });
    if (error !== null) break;
  }
  const passed = record.steps.length === FLOWS[run.flow].length && record.steps.every((s) => s.ok);
  const row = record.steps.map((s) => `${s.step} ${s.ms} ms`).join(", ");
  const verdict = passed ? paint.pass(ctx.t("flow.pass")) : paint.fail(ctx.t("flow.fail"));
  const why = passed ? "" : ` — ${record.steps.at(-1)?.error ?? ""}`;
  ctx.printer.info(`${ctx.t("flow.user", { n: String(index).padStart(3, "0") })}  ${verdict}  ${row}${why}`);
}

/** The user's own context: its state folder, quiet output, and services that report to the run. */
function userContext(run: FlowRun, index: number, record: UserRecord): CommandContext {
  const { ctx } = run;
  const { signal } = run.stopping;
  const stateDir = path.join(run.work, `user-${index}`);
  const globals = { ...ctx.globals, stateDir, retry: run.retry, codeFrom: run.codeFrom, json: true };
  const userServices = ctx.freshServices(globals, {
    // The summary counts repeats after the server's "not now". A host that refuses, does not
    // resolve or fails TLS stops the run at its first retry; so does any call without an answer
    // before a step of the run passed (nothing has shown the address works). Later, a dropped
    // or slow call fails only its user: a loaded server that answered before is still there.
    onRetry: (event) => {
      const failure = event.failure;
      if (failure.kind === "server" || failure.kind === "http") {
        run.retries += 1;
        record.retries += 1;
      } else if (
        (failure.kind === "network" && failure.cause !== undefined) ||
        (!run.answered && (failure.kind === "network" || failure.kind === "timeout"))
      )
        stopWith(run, {
          kind: "unreachable",
          failure: {
            message: describeApiFailure(failure, null, ctx.failure).message,
            unreachable: true,
            noAnswer: true,
          },
        });
    },
    signal,
    queue: run.queue.member((place) => {
      record.codePlace ??= place;
    }),
  });
  const quiet = { write: () => undefined };
  return {
    ...ctx,
    globals,
    signal,
    printer: new Printer({ json: true, verbose: false, stdout: quiet, stderr: quiet, errorLabel: "" }),
    prompter: { ...ctx.prompter, interactive: false },
    services: () => userServices,
  };
}

/** One result per user of the run, in order; a user that never started has no steps. */
function userResults(
  started: readonly UserRecord[],
  users: number,
  stepNames: readonly string[],
): UserResult[] {
  const byUser = new Map(started.map((r) => [r.user, r]));
  return Array.from({ length: users }, (_, i) => {
    const r = byUser.get(i + 1);
    const steps = r?.steps ?? [];
    const passed = steps.length === stepNames.length && steps.every((s) => s.ok);
    return {
      user: i + 1,
      email: r?.email ?? "",
      passed,
      codePlace: r?.codePlace ?? null,
      retries: r?.retries ?? 0,
      steps,
    };
  });
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

/**
 * The JUnit report --junit asks for: its absolute path, null without --junit, or the failure to
 * write it. A step a user never reached is a case too, failed with why it did not run.
 */
function writeJunit(
  ctx: CommandContext,
  file: string | undefined,
  run: {
    readonly flow: FlowName;
    readonly stepNames: readonly string[];
    readonly results: readonly UserResult[];
    readonly notRun: string;
    readonly runMs: number;
  },
): string | null | Outcome {
  if (file === undefined) return null;
  const junitPath = path.resolve(ctx.cwd, file);
  const cases: JunitStep[] = run.results.flatMap((r) =>
    run.stepNames.map((step) => {
      const s = r.steps.find((x) => x.step === step);
      return {
        user: r.user,
        step,
        ms: s?.ms ?? 0,
        ok: s?.ok === true,
        message: s === undefined ? run.notRun : s.error,
      };
    }),
  );
  try {
    writeFileSync(junitPath, flowJunit(run.flow, ctx.globals.baseUrl, cases, run.runMs));
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

interface FlowReport extends FlowArgs {
  readonly passed: number;
  readonly failed: number;
  readonly runMs: number;
  readonly ended: Stop | null;
  readonly junitPath: string | null;
}

/** The per-step table, the summary and the queue's waits, and the same figures as data for --json. */
function flowOutcome(
  run: FlowRun,
  report: FlowReport,
  steps: ReturnType<typeof stepTotals>,
  results: readonly UserResult[],
): Outcome {
  const { ctx, paint, queue, retries } = run;
  const { users, passed, failed, runMs, ended } = report;
  const seconds = Math.round(runMs / 100) / 10;
  const waitedSeconds = Math.round(queue.waitedMs / 100) / 10;
  const table = [
    ctx.t("flow.tableHead"),
    ...steps.map(
      (s) =>
        `${s.step.padEnd(14)}${String(s.passed).padStart(7)}${String(s.failed).padStart(7)}${String(s.p50).padStart(8)}${String(s.p95).padStart(8)}${String(s.p99).padStart(8)}`,
    ),
  ];
  const summary = ctx.t("flow.summary", { passed, failed, seconds, retries, count: users });
  const waitedLines =
    queue.waitedMs > 0
      ? [
          ctx.t("flow.waitedOnLimits", {
            seconds: waitedSeconds,
            share: Math.round((queue.waitedMs / Math.max(1, runMs)) * 100),
          }),
        ]
      : [];
  const data = {
    flow: report.flow,
    baseUrl: ctx.globals.baseUrl,
    users,
    concurrency: report.concurrency,
    passed,
    failed,
    retries,
    seconds,
    waitedOnLimitsSeconds: waitedSeconds,
    stopped: ended === null ? null : ended.kind,
    junit: report.junitPath,
    steps,
    results,
  };
  const lines = ["", ...table, "", failed === 0 ? paint.pass(summary) : paint.fail(summary), ...waitedLines];
  return failed === 0 && ended === null
    ? success(data, lines)
    : failure(stopFailure(ctx, ended, failed, run.stopText), { data, lines });
}

/** The run's failure: no backend (exit 5), Ctrl+C (130), else users that did not finish (6). */
function stopFailure(
  ctx: CommandContext,
  ended: Stop | null,
  failed: number,
  stopText: (reason: Stop) => string,
): CliFailure {
  if (ended?.kind === "unreachable") return { kind: "network", message: stopText(ended) };
  if (ended?.kind === "interrupted") return { kind: "interrupted", message: stopText(ended) };
  const message = ctx.t("failure.flowFailed", { count: failed });
  return {
    kind: "flowFailed",
    failed,
    message: ended === null ? message : `${stopText(ended)} ${message}`,
  };
}

function count(value: unknown, fallback: number): number | null {
  if (value === undefined) return fallback;
  const digits = decodeArg(DigitsText, value);
  const n = Option.isSome(digits) ? Number(digits.value) : NaN;
  return n >= 1 ? n : null;
}
