import { effect } from "@preact/signals-core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CodeCountdown, MAX_COUNTDOWN_SECONDS } from "../../../core/countdown/code-countdown";
import { FakeClock } from "../../support/fake-clock";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

const started = (expire?: number | null) => {
  const clock = new FakeClock();
  const countdown = new CodeCountdown(clock);
  countdown.beginSend();
  countdown.sendSucceeded(expire);
  return { clock, countdown };
};

describe("CodeCountdown", () => {
  it("starts idle and never sent", () => {
    expect(new CodeCountdown(new FakeClock()).state.value).toEqual({ phase: "idle", sentBefore: false });
  });

  it("moves to sending on beginSend and refuses a second send meanwhile", () => {
    const countdown = new CodeCountdown(new FakeClock());
    expect(countdown.beginSend()).toBe(true);
    expect(countdown.state.value).toEqual({ phase: "sending" });
    expect(countdown.beginSend()).toBe(false);
  });

  it("resets the sent state and the count when the timer ends (FLOW-CODE-2), so a new code can be asked", () => {
    const { clock, countdown } = started(2);
    clock.advance(2000);
    expect(countdown.state.value).toEqual({ phase: "idle", sentBefore: false });
    expect(countdown.beginSend()).toBe(true);
    countdown.sendSucceeded(5);
    expect(countdown.state.value).toEqual({ phase: "counting", secondsLeft: 5 });
  });

  it("counts 60 seconds by default after a successful send", () => {
    const { clock, countdown } = started();
    expect(countdown.state.value).toEqual({ phase: "counting", secondsLeft: 60 });
    clock.advance(1000);
    expect(countdown.state.value).toEqual({ phase: "counting", secondsLeft: 59 });
    clock.advance(58_000);
    expect(countdown.state.value).toEqual({ phase: "counting", secondsLeft: 1 });
    expect(countdown.beginSend()).toBe(false);
    clock.advance(1000);
    expect(countdown.state.value).toEqual({ phase: "idle", sentBefore: false });
    expect(clock.pending()).toBe(0);
  });

  it("uses the server's expiry in seconds", () => {
    const { clock, countdown } = started(120);
    expect(countdown.state.value).toEqual({ phase: "counting", secondsLeft: 120 });
    clock.advance(119_999);
    expect(countdown.state.value).toEqual({ phase: "counting", secondsLeft: 1 });
    clock.advance(1);
    expect(countdown.state.value).toEqual({ phase: "idle", sentBefore: false });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])(
    "falls back to 60 s for an expiry of %s",
    (expire) => {
      expect(started(expire).countdown.state.value).toEqual({ phase: "counting", secondsLeft: 60 });
    },
  );

  it("rounds a fractional expiry up and caps a huge one", () => {
    expect(started(2.2).countdown.state.value).toEqual({ phase: "counting", secondsLeft: 3 });
    expect(started(86_400).countdown.state.value).toEqual({
      phase: "counting",
      secondsLeft: MAX_COUNTDOWN_SECONDS,
    });
  });

  it("returns to a usable idle button after a failed send, without counting", () => {
    const clock = new FakeClock();
    const countdown = new CodeCountdown(clock);
    countdown.beginSend();
    countdown.sendFailed();
    expect(countdown.state.value).toEqual({ phase: "idle", sentBefore: false });
    expect(clock.pending()).toBe(0);
    expect(countdown.beginSend()).toBe(true);
  });

  it("offers resend after the countdown and can start a new one", () => {
    const { clock, countdown } = started(3);
    clock.advance(3000);
    expect(countdown.beginSend()).toBe(true);
    countdown.sendSucceeded(5);
    expect(countdown.state.value).toEqual({ phase: "counting", secondsLeft: 5 });
  });

  it("ignores a success that arrives without a pending send", () => {
    const countdown = new CodeCountdown(new FakeClock());
    countdown.sendSucceeded(30);
    expect(countdown.state.value).toEqual({ phase: "idle", sentBefore: false });
  });

  it("stops ticking once disposed", () => {
    const { clock, countdown } = started();
    countdown.dispose();
    expect(clock.pending()).toBe(0);
    clock.advance(120_000);
    expect(countdown.state.value).toEqual({ phase: "counting", secondsLeft: 60 });
    expect(countdown.beginSend()).toBe(false);
  });

  it("honours a configured default", () => {
    const countdown = new CodeCountdown(new FakeClock(), { defaultSeconds: 90 });
    countdown.beginSend();
    countdown.sendSucceeded();
    expect(countdown.state.value).toEqual({ phase: "counting", secondsLeft: 90 });
  });

  it("notifies subscribers once per second", () => {
    const { clock, countdown } = started(3);
    const seen: unknown[] = [];
    const stop = effect(() => {
      seen.push(countdown.state.value);
    });
    clock.advance(3000);
    stop();
    expect(seen).toEqual([
      { phase: "counting", secondsLeft: 3 },
      { phase: "counting", secondsLeft: 2 },
      { phase: "counting", secondsLeft: 1 },
      { phase: "idle", sentBefore: false },
    ]);
  });

  it("shows a non-increasing count that ends idle exactly at the expiry, whatever the steps", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.array(fc.integer({ min: 1, max: 7000 }), { maxLength: 60 }),
        (expire, steps) => {
          const { clock, countdown } = started(expire);
          let elapsed = 0;
          let last = expire;
          for (const step of steps) {
            clock.advance(step);
            elapsed += step;
            const state = countdown.state.value;
            if (elapsed >= expire * 1000) {
              expect(state).toEqual({ phase: "idle", sentBefore: false });
              return;
            }
            if (state.phase !== "counting") throw new Error(`expected counting, got ${state.phase}`);
            expect(state.secondsLeft).toBe(Math.ceil((expire * 1000 - elapsed) / 1000));
            expect(state.secondsLeft).toBeLessThanOrEqual(last);
            last = state.secondsLeft;
          }
        },
      ),
      { numRuns: Math.min(FUZZ_RUNS, 5000) },
    );
  });
});
