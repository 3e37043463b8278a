import type { Clock, TimerHandle } from "../../core/ports/clock.port";

/**
 * The real clock. Handles given out are our own numbers mapped to the runtime's timers, so
 * clearTimeout can check what it is given (the port types handles as unknown) without assertions,
 * and the same code runs where timers are numbers (browser) or objects (Node).
 */
export class SystemClock implements Clock {
  private readonly live = new Map<number, ReturnType<typeof globalThis.setTimeout>>();
  private nextId = 1;

  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    const timer = globalThis.setTimeout(() => {
      this.live.delete(id);
      callback();
    }, ms);
    this.live.set(id, timer);
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    if (typeof handle !== "number") return;
    const timer = this.live.get(handle);
    if (timer === undefined) return;
    globalThis.clearTimeout(timer);
    this.live.delete(handle);
  }
}
