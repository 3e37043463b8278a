import { describe, expect, it } from "vitest";
import type { Clock } from "../../../core/ports/clock.port";
import { abortableWait } from "../../../adapters/time/abortable-wait";

/** A clock whose timers run only when the test says so. */
function manualClock() {
  const timers = new Map<number, () => void>();
  let next = 1;
  const clock: Clock = {
    now: () => 0,
    setTimeout: (callback) => {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(Number(handle)),
  };
  return { clock, timers, fire: () => [...timers.values()].forEach((run) => run()) };
}

describe("a wait that a signal can cut short", () => {
  it("resolves when its timer fires, and leaves no timer behind", async () => {
    const { clock, timers, fire } = manualClock();
    const waited = abortableWait(clock, 1000);
    expect(timers.size).toBe(1);
    fire();
    await waited;
    expect(timers.size).toBe(0);
  });

  it("resolves at once when the signal aborts, clearing its timer", async () => {
    const { clock, timers } = manualClock();
    const stop = new AbortController();
    const waited = abortableWait(clock, 60_000, stop.signal);
    stop.abort();
    await waited;
    expect(timers.size).toBe(0);
  });

  it("does not start when the signal has already aborted", async () => {
    const { clock, timers } = manualClock();
    await abortableWait(clock, 60_000, AbortSignal.abort());
    expect(timers.size).toBe(0);
  });
});
