import type { CodePurpose } from "../../../core/sso/sso-api.port";
import { CODES, type Failure } from "../domain/response-codes";
import { clientKey, type LimitName } from "../security/rate-limiter";
import type { ApiRequest } from "./api-request";

/**
 * The caller as the rate limits see it: the client address the server established (the socket's,
 * or the forwarded one only from a trusted proxy), IPv6 by its /64.
 */
export const clientOf = (req: ApiRequest): string => clientKey(req.remoteAddress);

/**
 * Codes are kept per phone/email *and* the client that asked for them (docs/adr/0301): a code
 * sent at the owner's request is checked only against the owner's own guesses, so nobody else's
 * wrong guesses can burn it or use up the attempts it is checked under.
 */
export const codeHolder = (req: ApiRequest, address: string): string => `${address}\u0000${clientOf(req)}`;

/** 10029 (ours; SPEC has no code for it) with the wait in `data.retryAfter` seconds. */
export function tooManyAttempts(seconds: number): Failure {
  return {
    code: CODES.tooManyAttempts,
    key: "tooManyAttempts",
    params: { seconds },
    data: { retryAfter: seconds },
  };
}

/** The longest wait among the limits, or undefined when every one still has room. */
export function blockedFor(
  req: ApiRequest,
  checks: readonly (readonly [LimitName, string])[],
): number | undefined {
  const wait = Math.max(0, ...checks.map(([name, key]) => req.state.limits.waitSeconds(name, key)));
  return wait > 0 ? wait : undefined;
}

export function spendAll(req: ApiRequest, checks: readonly (readonly [LimitName, string])[]): void {
  for (const [name, key] of checks) req.state.limits.spend(name, key);
}

/** Reserves one attempt on every limit before a check starts (see RateLimiter.reserve). */
export function reserveAll(
  req: ApiRequest,
  checks: readonly (readonly [LimitName, string])[],
): number | undefined {
  return req.state.limits.reserve(checks);
}

export function refundAll(req: ApiRequest, checks: readonly (readonly [LimitName, string])[]): void {
  for (const [name, key] of checks) req.state.limits.refund(name, key);
}

const codeFailure = (verdict: "wrong" | "expired"): Failure =>
  verdict === "wrong"
    ? { code: CODES.wrongAuthCode, key: "wrongCode" }
    : { code: CODES.authCodeInvalid, key: "codeExpired" };

/**
 * Checks a verification code under the code-check limits: a client with too many wrong codes, in
 * all or for this phone/email, gets 10029 before the code is even looked at; the attempt is
 * reserved first and given back unless the code was wrong. Only codes this client asked for are
 * candidates. Undefined means the code was right (and is now used).
 */
export function checkCode(
  req: ApiRequest,
  address: string,
  purpose: CodePurpose,
  code: string,
): Failure | undefined {
  const checks = [
    ["codeCheckPerClient", clientOf(req)],
    ["codeCheckPerAddress", codeHolder(req, address)],
  ] as const;
  const wait = reserveAll(req, checks);
  if (wait !== undefined) return tooManyAttempts(wait);
  const verdict = req.state.codes.verify(codeHolder(req, address), purpose, code.replace(/\s/g, ""));
  if (verdict !== "wrong") refundAll(req, checks);
  if (verdict === "ok") return undefined;
  return codeFailure(verdict);
}

/** A change that could not be written to the data file (and was undone): HTTP 500, translated. */
export const STORAGE_FAILED: Failure = { code: CODES.internalError, key: "storageFailed", status: 500 };
