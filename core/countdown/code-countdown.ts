import { signal, type ReadonlySignal } from "@preact/signals-core";
import type { Clock, TimerHandle } from "../ports/clock.port";

/**
 * The verification-code button (FLOW-CODE-1): idle ("get code") → sending ("getting") → counting
 * down ("resend" with seconds left) → idle again with the sent state reset. The countdown starts only after the server
 * confirmed the send, so a failed send leaves the button usable at once.
 */
export type CountdownState =
  | { readonly phase: "idle"; readonly sentBefore: boolean }
  | { readonly phase: "sending" }
  | { readonly phase: "counting"; readonly secondsLeft: number };

export const DEFAULT_COUNTDOWN_SECONDS = 60;

/** A server expiry beyond this is treated as a mistake; nobody should wait more than 10 minutes. */
export const MAX_COUNTDOWN_SECONDS = 600;

const SECOND_MS = 1000;

export interface CodeCountdownOptions {
  readonly defaultSeconds?: number;
}

const positiveWholeSeconds = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) && value > 0
    ? Math.min(Math.ceil(value), MAX_COUNTDOWN_SECONDS)
    : null;

export class CodeCountdown {
  private readonly current = signal<CountdownState>({ phase: "idle", sentBefore: false });
  readonly state: ReadonlySignal<CountdownState> = this.current;

  private readonly defaultSeconds: number;
  private timer: TimerHandle | null = null;
  private deadline = 0;
  private sentBefore = false;
  private disposed = false;

  constructor(
    private readonly clock: Clock,
    options: CodeCountdownOptions = {},
  ) {
    this.defaultSeconds = positiveWholeSeconds(options.defaultSeconds) ?? DEFAULT_COUNTDOWN_SECONDS;
  }

  /** Claims the button for one send; false while a send or a countdown is under way. */
  beginSend(): boolean {
    if (this.disposed || this.current.value.phase !== "idle") return false;
    this.current.value = { phase: "sending" };
    return true;
  }

  /** Starts counting from the server's resend wait (`expire`, seconds) or the default 60 s. */
  sendSucceeded(expireSeconds?: number | null): void {
    if (this.disposed || this.current.value.phase !== "sending") return;
    const seconds = positiveWholeSeconds(expireSeconds) ?? this.defaultSeconds;
    this.sentBefore = true;
    // Counting against a deadline rather than decrementing keeps the display honest when
    // timers fire late (background tabs throttle them).
    this.deadline = this.clock.now() + seconds * SECOND_MS;
    this.current.value = { phase: "counting", secondsLeft: seconds };
    this.schedule();
  }

  sendFailed(): void {
    if (this.disposed || this.current.value.phase !== "sending") return;
    this.current.value = { phase: "idle", sentBefore: this.sentBefore };
  }

  /** Stops the timer; the instance ignores every later call. */
  dispose(): void {
    this.disposed = true;
    this.cancel();
  }

  private schedule(): void {
    const remaining = this.deadline - this.clock.now();
    const untilNextWhole = remaining % SECOND_MS || SECOND_MS;
    this.timer = this.clock.setTimeout(() => this.tick(), untilNextWhole);
  }

  private tick(): void {
    this.timer = null;
    if (this.disposed) return;
    const secondsLeft = Math.ceil((this.deadline - this.clock.now()) / SECOND_MS);
    if (secondsLeft <= 0) {
      // FLOW-CODE-2: "at timer end the sent state and count reset": back to "get code", not "resend".
      this.sentBefore = false;
      this.current.value = { phase: "idle", sentBefore: false };
      return;
    }
    this.current.value = { phase: "counting", secondsLeft };
    this.schedule();
  }

  private cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
