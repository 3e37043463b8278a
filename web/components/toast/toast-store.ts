import { signal } from "@preact/signals-react";

export type ToastTone = "error" | "success" | "warning" | "info";

export interface Toast {
  readonly id: number;
  readonly tone: ToastTone;
  /** Rendered as text, never as HTML. */
  readonly message: string;
  /** About the screen the visitor is being sent to (ADR-0384): it survives that one screen change. */
  readonly forNextScreen?: true;
}

/** LIMIT-TIMEOUT-1: toasts stay 5 s. */
export const TOAST_MS = 5000;

type Timer = (callback: () => void, ms: number) => unknown;

/**
 * The visible toasts, newest last. At most three at once so the screen never fills up. A toast
 * belongs to the screen that raised it and leaves with it (ADR-0384), unless it was marked as being
 * about the next screen (a session expired, so here is the log-in; the form was sent, here is why).
 */
export class ToastStore {
  readonly items = signal<readonly Toast[]>([]);
  private nextId = 1;

  constructor(private readonly setTimer: Timer = (cb, ms) => setTimeout(cb, ms)) {}

  show(tone: ToastTone, message: string, durationMs = TOAST_MS): number {
    const id = this.nextId++;
    // The same text twice in a row (e.g. several failing calls) shows once.
    const rest = this.items.value.filter((t) => !(t.tone === tone && t.message === message));
    this.items.value = [...rest.slice(-2), { id, tone, message }];
    this.setTimer(() => this.dismiss(id), durationMs);
    return id;
  }

  error(message: string): number {
    return this.show("error", message);
  }
  success(message: string): number {
    return this.show("success", message);
  }
  warning(message: string): number {
    return this.show("warning", message);
  }

  /** Keeps toast `id` through the next screen change: raised just before sending the visitor on. */
  keepForNextScreen(id: number): void {
    this.items.value = this.items.value.map((t) => (t.id === id ? { ...t, forNextScreen: true } : t));
  }

  /** The visitor moved to another screen: its toasts go, those marked for it stay (as its own now). */
  screenChanged(): void {
    const kept = this.items.value.filter((t) => t.forNextScreen);
    if (kept.length === this.items.value.length && kept.length === 0) return;
    this.items.value = kept.map(({ forNextScreen: _carried, ...toast }) => toast);
  }

  /**
   * The visitor tries again: what went wrong last time is no longer news, and left on screen it
   * reads as the new attempt's verdict. Errors and warnings go; a success stays.
   */
  newAttempt(): void {
    const kept = this.items.value.filter((t) => t.tone === "success" || t.tone === "info");
    if (kept.length !== this.items.value.length) this.items.value = kept;
  }

  dismiss(id: number): void {
    this.items.value = this.items.value.filter((t) => t.id !== id);
  }
}
