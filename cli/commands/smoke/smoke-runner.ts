/**
 * Runs the smoke checks: `concurrency` at a time, each `repeat` times, under one overall deadline,
 * handing each finished check to `onResult` at once (so rows stream). A backend that does not
 * answer at all (refused, DNS, TLS, timeout) is reported after the first such failure: the checks
 * not yet started are not sent, so a dead server costs one timeout, not one per endpoint.
 */
import type { HttpRequest, ProbeResult } from "../../../adapters/http/ofetch-http-client";
import { latencyStats, type LatencyStats } from "./latency-stats";
import type { SmokeCheck } from "./smoke-checks";
import { judge, type Judgement } from "./smoke-verdict";

export interface RunnerOptions {
  readonly concurrency: number;
  readonly repeat: number;
  /** Per-call timeout. */
  readonly timeoutMs: number;
  /** Wall-clock budget of the whole run, from its start. */
  readonly deadlineMs: number;
  /** A check whose p95 (or single latency) is above this fails. */
  readonly maxLatencyMs: number | undefined;
  readonly now: () => number;
  readonly probe: (request: HttpRequest, timeoutMs: number) => Promise<ProbeResult>;
  /** Ctrl+C: no further check is sent, and one cut short is "not run", not a failure of the backend. */
  readonly signal?: AbortSignal;
}

export interface CheckResult {
  readonly check: SmokeCheck;
  /** The judgement of the first failing run, else of the last run. */
  readonly judgement: Judgement;
  readonly latencies: readonly number[];
  readonly stats: LatencyStats;
}

/** Failures that mean the host itself is unreachable, whatever the path. */
const UNREACHABLE = new Set(["refused", "dns", "tls"]);

const notRun = (
  failure: "deadline" | "backendDown" | "interrupted",
  params: Record<string, string | number>,
): Judgement => ({
  verdict: "fail",
  failure,
  note: { key: `smoke.${failure}`, params },
  status: null,
  code: null,
  drift: [],
  unknownCode: false,
});

export async function runChecks(
  checks: readonly SmokeCheck[],
  options: RunnerOptions,
  onResult: (result: CheckResult) => void,
): Promise<readonly CheckResult[]> {
  const started = options.now();
  // A function: the signal changes while a probe is out.
  const stopped = (): boolean => options.signal?.aborted === true;
  const results: (CheckResult | undefined)[] = checks.map(() => undefined);
  let down: string | null = null;
  let answered = false;
  let next = 0;

  const finish = (index: number, result: CheckResult): void => {
    results[index] = result;
    onResult(result);
  };

  const runOne = async (check: SmokeCheck): Promise<CheckResult> => {
    const latencies: number[] = [];
    let judgement: Judgement | null = null;
    for (let run = 0; run < options.repeat; run++) {
      const left = options.deadlineMs - (options.now() - started);
      if (left <= 0) {
        judgement ??= notRun("deadline", { deadline: options.deadlineMs });
        break;
      }
      if (stopped()) {
        judgement ??= notRun("interrupted", {});
        break;
      }
      if (down !== null) {
        judgement ??= notRun("backendDown", { reason: down });
        break;
      }
      const { method, path } = check.endpoint;
      const probe = await options.probe(
        { method, path, payload: check.payload, headers: check.headers },
        Math.min(options.timeoutMs, left),
      );
      if (probe.kind === "transport" && stopped()) {
        judgement ??= notRun("interrupted", {});
        break;
      }
      latencies.push(Math.round(probe.latencyMs));
      const current = judge(check, probe);
      if (probe.kind === "response") answered = true;
      // A timeout before anything ever answered is a dead backend; after, it is that endpoint's.
      else if (UNREACHABLE.has(probe.failure) || (probe.failure === "timeout" && !answered))
        down ??= probe.failure;
      if (current.verdict !== "pass" && judgement === null) judgement = current;
      if (current.verdict === "pass" && run === options.repeat - 1) judgement ??= current;
    }
    const stats = latencyStats(latencies);
    let verdict = judgement ?? notRun("deadline", { deadline: options.deadlineMs });
    const slowest = latencies.length > 1 ? stats.p95 : (latencies[0] ?? 0);
    if (verdict.verdict === "pass" && options.maxLatencyMs !== undefined && slowest > options.maxLatencyMs) {
      verdict = {
        ...verdict,
        verdict: "fail",
        failure: "slow",
        note: { key: "smoke.slow", params: { latency: slowest, max: options.maxLatencyMs } },
      };
    }
    // API-CALLS-1 lets a backend leave an optional call out: its failure is a warning, never a pass.
    if (verdict.verdict === "fail" && check.endpoint.optional) verdict = { ...verdict, verdict: "warn" };
    return { check, judgement: verdict, latencies, stats };
  };

  const worker = async (): Promise<void> => {
    while (next < checks.length) {
      const index = next++;
      const check = checks[index];
      if (check === undefined) continue;
      finish(index, await runOne(check));
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency, checks.length)) }, worker),
  );
  return results.filter((r): r is CheckResult => r !== undefined);
}
