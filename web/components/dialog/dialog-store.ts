import { signal } from "@preact/signals-react";

/** DATA-DIALOG-1 confirm-dialog options, plus what the flows need (title, message, auto close). */
export interface DialogOptions {
  readonly title: string;
  /** Rendered as text, never as HTML (server messages end up here). */
  readonly message?: string;
  readonly state?: "primary" | "success" | "warning" | "error" | "info";
  /** CSS width (number = px); the dialog never exceeds the viewport. */
  readonly width?: number | string;
  readonly showCancel?: boolean;
  readonly showConfirm?: boolean;
  readonly cancelText?: string;
  readonly confirmText?: string;
  /** The confirm action destroys or discards something: its button is the red one. */
  readonly destructive?: boolean;
  /**
   * Escape declines (resolves false) even without a Cancel button: the one button goes somewhere,
   * and Escape means staying (ADR-0385).
   */
  readonly escapeDeclines?: boolean;
  /** Closes by itself (FLOW-LOGIN-1: the ~1 s success dialog after login); resolves as confirmed. */
  readonly autoCloseMs?: number;
}

export interface OpenDialog {
  readonly id: number;
  readonly options: DialogOptions;
  readonly resolve: (confirmed: boolean) => void;
}

/** How long a shown dialog blocks an identical one (FLOW-DIALOG-1, LIMIT-DIALOG-1: dialog state resets 1 s after display). */
export const DIALOG_RESET_MS = 1000;

type Timer = (callback: () => void, ms: number) => unknown;

/**
 * One dialog at a time, later requests queue behind it. While the "just shown" state lasts (1 s), an
 * identical request (same title and message) joins the open one instead of stacking a duplicate —
 * several failing calls must not pile up the same error. Once that dialog is answered the merge
 * ends: a user who cancels and asks again must see the dialog again, not inherit the old answer.
 */
export class DialogStore {
  readonly current = signal<OpenDialog | null>(null);
  private queue: OpenDialog[] = [];
  private nextId = 1;
  private recent: { id: number; key: string; promise: Promise<boolean> } | null = null;

  constructor(private readonly setTimer: Timer = (cb, ms) => setTimeout(cb, ms)) {}

  /** Opens a dialog; resolves true on confirm (or auto close), false on cancel or Escape. */
  open(options: DialogOptions): Promise<boolean> {
    const key = `${options.state ?? "primary"}|${options.title}|${options.message ?? ""}`;
    if (this.recent?.key === key) return this.recent.promise;
    let resolveOuter: (value: boolean) => void = () => {};
    const promise = new Promise<boolean>((resolve) => (resolveOuter = resolve));
    const dialog: OpenDialog = { id: this.nextId++, options, resolve: resolveOuter };
    this.recent = { id: dialog.id, key, promise };
    this.setTimer(() => {
      if (this.recent?.key === key) this.recent = null;
    }, DIALOG_RESET_MS);
    if (this.current.value) this.queue.push(dialog);
    else this.show(dialog);
    return promise;
  }

  /** Shorthand for a confirm dialog with both buttons. */
  confirm(options: Omit<DialogOptions, "showCancel">): Promise<boolean> {
    return this.open({ showConfirm: true, ...options, showCancel: true });
  }

  close(id: number, confirmed: boolean): void {
    const open = this.current.value;
    if (!open || open.id !== id) return;
    open.resolve(confirmed);
    if (this.recent?.id === id) this.recent = null;
    const next = this.queue.shift() ?? null;
    this.current.value = null;
    if (next) this.show(next);
  }

  /**
   * The visitor moved to another screen: the dialogs raised on the last one go, answered as
   * declined (nobody confirmed them). A flow that navigates after a dialog awaits it first.
   */
  screenChanged(): void {
    const open = [this.current.value, ...this.queue].filter((d): d is OpenDialog => d !== null);
    if (open.length === 0) return;
    this.queue = [];
    this.recent = null;
    this.current.value = null;
    for (const dialog of open) dialog.resolve(false);
  }

  private show(dialog: OpenDialog): void {
    this.current.value = dialog;
    const autoClose = dialog.options.autoCloseMs;
    if (autoClose !== undefined) this.setTimer(() => this.close(dialog.id, true), autoClose);
  }
}
