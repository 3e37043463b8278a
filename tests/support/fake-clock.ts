import type { Clock, TimerHandle } from "../../core/ports/clock.port";

interface Timer {
  readonly id: number;
  readonly due: number;
  readonly callback: () => void;
}

/**
 * A Clock whose time moves only when a test calls `advance`. Timers fire in due order (ties in
 * scheduling order), including timers scheduled by other timers within the advanced span.
 */
export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers: Timer[] = [];

  constructor(start = 1_700_000_000_000) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
    this.timers.push({ id, due: this.current + delay, callback });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** Number of timers waiting to fire. */
  pending(): number {
    return this.timers.length;
  }

  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const next = this.timers
        .filter((timer) => timer.due <= target)
        .sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (next === undefined) break;
      this.timers = this.timers.filter((timer) => timer.id !== next.id);
      this.current = next.due;
      next.callback();
    }
    this.current = target;
  }
}
