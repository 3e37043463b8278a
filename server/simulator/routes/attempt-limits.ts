import type { CodePurpose } from "../../../core/sso/sso-api.port";
import { CODES, type Failure } from "../domain/response-codes";
import { clientKey, type LimitName } from "../security/rate-limiter";
import type { ApiRequest } from "./api-request";

/** The caller as the rate limits see it: its socket address (never a header it could forge). */
export const clientOf = (req: ApiRequest): string => clientKey(req.remoteAddress);

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

const codeFailure = (verdict: "wrong" | "expired"): Failure =>
  verdict === "wrong"
    ? { code: CODES.wrongAuthCode, key: "wrongCode" }
    : { code: CODES.authCodeInvalid, key: "codeExpired" };

/**
 * Checks a verification code under the code-check limits: a client or an address with too many
 * wrong codes gets 10029 before the code is even looked at; a wrong code counts against both.
 * Undefined means the code was right (and is now used).
 */
export function checkCode(
  req: ApiRequest,
  address: string,
  purpose: CodePurpose,
  code: string,
): Failure | undefined {
  const checks = [
    ["codeCheckPerClient", clientOf(req)],
    ["codeCheckPerAddress", address],
  ] as const;
  const wait = blockedFor(req, checks);
  if (wait !== undefined) return tooManyAttempts(wait);
  const verdict = req.state.codes.verify(address, purpose, code.replace(/\s/g, ""));
  if (verdict === "ok") return undefined;
  if (verdict === "wrong") spendAll(req, checks);
  return codeFailure(verdict);
}

/** A change that could not be written to the data file (and was undone): HTTP 500, translated. */
export const STORAGE_FAILED: Failure = { code: CODES.internalError, key: "storageFailed", status: 500 };
