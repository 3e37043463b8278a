import type { MessageKey } from "../i18n/server-messages";

/**
 * Envelope codes the local server answers with. SPEC §8 fixes most of them; the ones SPEC leaves
 * open (account exists, resend too soon, closed channel, register token, password format) are
 * ours and documented in docs/decisions.md.
 */
export const CODES = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  misdirected: 421,
  notFound: 404,
  methodNotAllowed: 405,
  bodyTooLarge: 413,
  unsupportedMediaType: 415,
  internalError: 500,
  upstreamUnavailable: 502,
  upstreamTimeout: 504,
  wrongPassword: 10002,
  wrongCode: 10003,
  usernameTaken: 10004,
  accountExists: 10005,
  accountNotFound: 10006,
  tokenInvalid: 10008,
  userNotExist: 10012,
  codeExpired: 10013,
  accountDeleted: 10019,
  phoneFormat: 10022,
  passwordBlocked: 10024,
  usernameFormat: 10026,
  passwordFormat: 10027,
  tooManyAttempts: 10029,
  resendTooSoon: 10030,
  emailFormat: 10031,
  registrationClosed: 10032,
  registerTokenInvalid: 10033,
  isStreamer: 110002,
  isBlogger: 110003,
} as const;

/** A business failure: an envelope code plus the message key shown to the user. */
export interface Failure {
  readonly code: number;
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly data?: unknown;
  /** HTTP status; business failures travel as 200 like the real backend. */
  readonly status?: number;
}

export function failure(code: number, key: MessageKey, extra: Omit<Failure, "code" | "key"> = {}): Failure {
  return { code, key, ...extra };
}
