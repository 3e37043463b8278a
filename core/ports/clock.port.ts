/** Opaque timer handle; adapters decide what it is (a number in browsers, a Timeout in Node). */
export type TimerHandle = unknown;

/**
 * Time comes through this port so countdowns, heartbeats and reconnects are tested with a fake
 * clock, with no real waiting.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
