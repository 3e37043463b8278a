/**
 * Which failures mean "try later" and how long to wait before the next try. Pure: the caller
 * sleeps on its Clock and draws the jitter from its Random port, so tests are deterministic.
 */
import type { ApiFailure } from "./api-result";

/** Codes whose envelope means "not now" rather than "no" (ERR-CODES-1: 10030 resend wait; 10029 ours). */
export const TRY_LATER_CODES: ReadonlySet<number> = new Set([10029, 10030]);

export interface RetryPolicy {
  /** Tries after the first one; 0 turns retrying off. */
  readonly retries: number;
  /** First back-off without a server hint; doubled on each further try. */
  readonly baseDelayMs: number;
  /** No single wait is longer than this, whatever the server says. */
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 0, baseDelayMs: 500, maxDelayMs: 60_000 };

/**
 * A refusal worth repeating: a rate limit, a gateway or server error (5xx), a timeout or a
 * refused connection. Anything else (wrong password, bad input, 4xx) would fail the same way again.
 */
export function isTryLater(failure: ApiFailure): boolean {
  switch (failure.kind) {
    case "server":
      return TRY_LATER_CODES.has(failure.code);
    case "http":
      return failure.status >= 500 || failure.status === 429;
    case "timeout":
    case "network":
      return true;
    case "malformed":
      return false;
  }
}

/**
 * How many of the policy's retries this failure may use. A host that refuses, does not resolve or
 * fails its TLS handshake, or drops the connection, is tried at most twice more and one that did
 * not answer within the timeout once more: `--retry 200` is meant to ride out rate limits, and
 * spent on a dead address it kept `lumen flow` silent for minutes (ADR-0460).
 */
export const UNREACHABLE_RETRIES = 2;
export const TIMEOUT_RETRIES = 1;

export function retriesFor(failure: ApiFailure, policy: RetryPolicy): number {
  switch (failure.kind) {
    case "network":
      return Math.min(policy.retries, UNREACHABLE_RETRIES);
    case "timeout":
      return Math.min(policy.retries, TIMEOUT_RETRIES);
    default:
      return policy.retries;
  }
}

/**
 * Whether repeating is safe for this request. A refusal (rate limit, 429, 503) means the server
 * did nothing, so any request may be repeated; after a timeout, a dropped connection or another
 * 5xx a POST may already have happened (a spent register token, a code sent), so only reads and
 * the POSTs the contract marks repeatable (a password log-in) are.
 */
export function mayRepeat(failure: ApiFailure, isRepeatable: boolean): boolean {
  if (!isTryLater(failure)) return false;
  if (isRepeatable) return true;
  if (failure.kind === "server") return true;
  return failure.kind === "http" && (failure.status === 429 || failure.status === 503);
}

/**
 * The wait before try number `attempt` (1 = the first retry): the server's own wait when it gave
 * one, else exponential back-off; plus up to half of that again as jitter so many clients refused
 * together do not all come back in the same instant. `random` is in [0, 1).
 */
export function retryDelayMs(
  failure: ApiFailure,
  attempt: number,
  policy: RetryPolicy,
  random: number,
): number {
  const hinted = failure.kind === "server" ? failure.retryAfterSeconds : undefined;
  const base =
    hinted !== undefined && hinted > 0
      ? hinted * 1000
      : policy.baseDelayMs * 2 ** Math.max(0, Math.min(attempt - 1, 16));
  const jitter = base * 0.5 * Math.min(Math.max(random, 0), 1);
  return Math.round(Math.min(policy.maxDelayMs, base + jitter));
}
