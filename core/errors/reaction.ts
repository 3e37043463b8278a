import type { FieldName } from "../validation/validation-error";

/** ERR-TOAST-1: every toast stays 5 s. */
export const TOAST_DURATION_MS = 5000;

/** Toast colours of ERR-TOAST-1: red error, green success, orange warning. */
export type Tone = "error" | "success" | "warning";

/**
 * `key` is the message to show; `serverMessage`, when present, is the server's own text, shown
 * as literal text (never as markup) in place of or under the keyed message.
 */
export interface ToastReaction {
  readonly kind: "toast";
  readonly tone: Tone;
  readonly key: string;
  readonly serverMessage?: string;
  readonly durationMs: typeof TOAST_DURATION_MS;
}

export interface DialogReaction {
  readonly kind: "dialog";
  readonly tone: Tone;
  readonly titleKey: string;
  readonly bodyKey?: string;
  /** Literal text under the body: the server's own words, or the origin the page's CSP refused. */
  readonly serverMessage?: string;
  /** Tries left before a lockout, when the server said (wrong password). */
  readonly attemptsLeft?: number;
  /** False for terminal dialogs (one-time auth) that offer no way forward. */
  readonly showConfirm: boolean;
  /**
   * The way out the message points to: its confirm button names it and goes there, Cancel or
   * Escape stays (ADR-0400: "already registered" offers the log-in).
   */
  readonly action?: DialogAction;
}

export interface DialogAction {
  /** The confirm button's text, naming where it goes. */
  readonly key: string;
  readonly to: "/login";
}

/** 401 / 10008: clear the login state, toast, go to /login. */
export interface LogoutToLoginReaction {
  readonly kind: "logout-to-login";
  readonly toastKey: string;
}

/** Show the Account locked dialog; on confirm navigate to `then`, on Escape stay (ADR-0385). */
export interface AccountLockedReaction {
  readonly kind: "account-locked";
  readonly dialog: DialogReaction;
  /** The confirm button's text, naming where it goes. */
  readonly confirmKey: string;
  readonly then: "/unlock";
}

/** Empty `field` (re-validating it when asked), then show `then`. */
export interface ClearFieldReaction {
  readonly kind: "clear-field";
  readonly field: FieldName;
  readonly revalidate: boolean;
  readonly then: ToastReaction | DialogReaction;
}

/** Replace the page with the auth-error screen (third-party login failures). */
export interface AuthErrorScreenReaction {
  readonly kind: "auth-error-screen";
  readonly titleKey?: string;
  readonly descKey?: string;
}

/** Registration or reset through a channel the server has switched off. */
export interface ChannelDisabledReaction {
  readonly kind: "channel-disabled";
  readonly channel: "phone" | "email";
  readonly dialog: DialogReaction;
}

export type Reaction =
  | ToastReaction
  | DialogReaction
  | LogoutToLoginReaction
  | AccountLockedReaction
  | ClearFieldReaction
  | AuthErrorScreenReaction
  | ChannelDisabledReaction;

/** Server text is untrusted: trimmed, empty dropped, capped so a hostile answer cannot flood the UI. */
export const SERVER_MESSAGE_MAX_LENGTH = 300;

export const cleanServerMessage = (message: string | null | undefined): string | undefined => {
  if (typeof message !== "string") return undefined;
  const trimmed = message.replace(/\p{Cc}/gu, " ").trim();
  if (trimmed === "") return undefined;
  const points = [...trimmed];
  return points.length > SERVER_MESSAGE_MAX_LENGTH
    ? `${points.slice(0, SERVER_MESSAGE_MAX_LENGTH).join("")}…`
    : trimmed;
};

export const toast = (tone: Tone, key: string, serverMessage?: string): ToastReaction =>
  serverMessage === undefined
    ? { kind: "toast", tone, key, durationMs: TOAST_DURATION_MS }
    : { kind: "toast", tone, key, serverMessage, durationMs: TOAST_DURATION_MS };

export const dialog = (
  tone: Tone,
  titleKey: string,
  options: {
    readonly bodyKey?: string;
    readonly serverMessage?: string;
    readonly showConfirm?: boolean;
    readonly attemptsLeft?: number;
    readonly action?: DialogAction;
  } = {},
): DialogReaction => ({
  kind: "dialog",
  tone,
  titleKey,
  ...(options.bodyKey === undefined ? {} : { bodyKey: options.bodyKey }),
  ...(options.serverMessage === undefined ? {} : { serverMessage: options.serverMessage }),
  ...(options.attemptsLeft === undefined ? {} : { attemptsLeft: options.attemptsLeft }),
  showConfirm: options.showConfirm ?? true,
  ...(options.action === undefined ? {} : { action: options.action }),
});
