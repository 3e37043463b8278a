import type { Clock } from "../../core/ports/clock.port";
import { abortableWait } from "../time/abortable-wait";
import type { ApiResult } from "../../core/sso/api-result";
import { mayRepeat, retriesFor, retryDelayMs } from "../../core/sso/retry-policy";
import type { CallQueue, HttpRequest, RetryOptions } from "./ofetch-http-client";

/**
 * The CLI's --retry around one call (the browser never retries, so never loads this): a "not now"
 * or a lost connection is sent again after the policy's wait, and the calls a queue governs take
 * turns, waiting only on the server's own wait (ADR-0461).
 */
export function callRetrying<A>(
  request: HttpRequest,
  once: () => Promise<ApiResult<A>>,
  retry: RetryOptions,
  clock: Clock,
): Promise<ApiResult<A>> {
  const queue = retry.queue;
  return queue?.governs(request.path) === true
    ? queue.turn(() => retrying(request, once, retry, clock, queue))
    : retrying(request, once, retry, clock, undefined);
}

async function retrying<A>(
  request: HttpRequest,
  once: () => Promise<ApiResult<A>>,
  retry: RetryOptions,
  clock: Clock,
  queue: CallQueue | undefined,
): Promise<ApiResult<A>> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await once();
    if (
      result.ok ||
      isAborted(retry.signal) ||
      attempt > retriesFor(result.error, retry.policy) ||
      !mayRepeat(result.error, request.method === "GET" || request.repeatable === true)
    )
      return result;
    const hinted = result.error.kind === "server" ? result.error.retryAfterSeconds : undefined;
    // The line waits only on the server's own wait, kept to the letter (nobody races, so no jitter).
    const held = queue !== undefined && hinted !== undefined && hinted > 0 ? queue : undefined;
    const delayMs =
      held !== undefined && hinted !== undefined
        ? Math.min(retry.policy.maxDelayMs, hinted * 1000)
        : retryDelayMs(result.error, attempt, retry.policy, retry.random.next());
    retry.onRetry?.({
      path: request.path,
      failure: result.error,
      attempt,
      retries: retry.policy.retries,
      delayMs,
    });
    await (held === undefined ? abortableWait(clock, delayMs, retry.signal) : held.hold(delayMs));
    if (isAborted(retry.signal)) return result;
  }
}

/** A function, not an inline test: the signal changes while a call waits. */
const isAborted = (signal: AbortSignal | undefined): boolean => signal?.aborted === true;
