/**
 * An outage told apart from drift (ADR-0463): when the backend answered none of the calls (refused,
 * unresolvable, TLS, silent past the timeout) or only a gateway answered for it (502, 503, 504),
 * `smoke` and `contract check` say so and end with the network exit code, not "N drifted".
 */
import type { CheckResult } from "./smoke-runner";

export type OutageReason = "refused" | "dns" | "tls" | "timeout" | "network" | "gateway" | "deadline";

const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
const TRANSPORT: ReadonlySet<string> = new Set(["refused", "dns", "tls", "timeout", "network"]);

const isTransport = (failure: string | null): failure is "refused" | "dns" | "tls" | "timeout" | "network" =>
  failure !== null && TRANSPORT.has(failure);

/** Why no check reached the backend, or null when at least one got its own answer. */
export function outageOf(results: readonly CheckResult[]): OutageReason | null {
  if (results.length === 0) return null;
  const reached = results.some(
    (r) => r.judgement.status !== null && !GATEWAY_STATUSES.has(r.judgement.status),
  );
  if (reached) return null;
  const transport = results.map((r) => r.judgement.failure).find(isTransport);
  if (transport !== undefined) return transport;
  if (results.some((r) => r.judgement.status !== null)) return "gateway";
  return "deadline";
}
