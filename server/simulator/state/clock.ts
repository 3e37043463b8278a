import type { Clock } from "../../../core/ports/clock.port";

export type NowClock = Pick<Clock, "now">;

/** A clock tests can move forward by hand to expire codes and tokens without waiting. */
export function manualClock(start = Date.UTC(2025, 5, 1, 8, 0, 0)): NowClock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}
