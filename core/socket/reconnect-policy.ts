/** LIMIT-SOCKET-1 socket timings. */
export const HEARTBEAT_INTERVAL_MS = 120_000;
export const HEARTBEAT_REPLY_TIMEOUT_MS = 3_000;
export const RETRY_DELAY_MS = 5_000;
export const MAX_RETRIES = 10;

/** The close that means "the user is done": it never triggers a retry (FLOW-SOCKET-2). */
export const MANUAL_CLOSE = { code: 1000, reason: "close manually" } as const;

/** Close sent when the server missed a heartbeat reply; 4000–4999 is the application range. */
export const HEARTBEAT_TIMEOUT_CLOSE = { code: 4000, reason: "heartbeat timeout" } as const;

/**
 * SignalR DefaultReconnectPolicy shape: `attempt` is how many retries were already made since the
 * last successful connection; the answer is the wait before the next one, or null to give up.
 */
export type RetryPolicy = (attempt: number) => number | null;

export const nextRetryDelay: RetryPolicy = (attempt) =>
  Number.isInteger(attempt) && attempt >= 0 && attempt < MAX_RETRIES ? RETRY_DELAY_MS : null;
