import type { Clock } from "../../core/ports/clock.port";

/** Resolves after `ms` on the Clock port, or at once when `signal` aborts (a run's deadline, Ctrl+C). */
export function abortableWait(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted === true) return resolve();
    const done = (): void => {
      clock.clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = clock.setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
