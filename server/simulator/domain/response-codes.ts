import { RESPONSE_CODE } from "../../../core/errors/response-codes";
import { HOST_CODES } from "../../host/host-codes";
import type { MessageKey } from "../../host/server-messages";

/**
 * Envelope codes the local server answers with: the ERR-CODES-1 codes under the names the client
 * gives them (one name per wire code), plus the ones SPEC leaves open (bad request, account
 * exists, resend too soon, closed channel, register token, password format), which are ours and
 * documented in ADR-0019.
 */
export const CODES = {
  ...RESPONSE_CODE,
  ...HOST_CODES,
  badRequest: 400,
  forbidden: 403,
  methodNotAllowed: 405,
  bodyTooLarge: 413,
  unsupportedMediaType: 415,
  internalError: 500,
  accountExists: 10005,
  passwordFormat: 10027,
  tooManyAttempts: 10029,
  resendTooSoon: 10030,
  registrationClosed: 10032,
  registerTokenInvalid: 10033,
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
