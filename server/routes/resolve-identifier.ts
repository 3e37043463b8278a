import { emailIdentifier, phoneIdentifier, type Identifier } from "../domain/identifier";
import { CODES, type Failure } from "../domain/response-codes";
import type { Account } from "../state/account-store";
import type { ApiRequest } from "./api-request";
import { BAD_REQUEST } from "./replies";
import { readSensitive } from "./field-codec";

export type Resolved<A> = { ok: true; value: A } | { ok: false; failure: Failure };

/** An encoded email field → identifier; 10031 when it isn't an email. */
export function emailFrom(req: ApiRequest, encoded: string): Resolved<Identifier> {
  const email = readSensitive(req, encoded);
  if (email === undefined) return { ok: false, failure: BAD_REQUEST };
  const identifier = emailIdentifier(email);
  return identifier ? { ok: true, value: identifier } : { ok: false, failure: { code: CODES.emailFormat, key: "emailFormat" } };
}

/** Country + encoded phone → identifier; 10022 for a malformed number or unknown country. */
export function phoneFrom(req: ApiRequest, country: string, encoded: string): Resolved<Identifier> {
  const phone = readSensitive(req, encoded);
  if (phone === undefined) return { ok: false, failure: BAD_REQUEST };
  const identifier = phoneIdentifier(country, phone);
  return identifier ? { ok: true, value: identifier } : { ok: false, failure: { code: CODES.phoneFormat, key: "phoneFormat" } };
}

/** The live account for an identifier: 10006 when none, 10019 when deleted. */
export function existingAccount(req: ApiRequest, identifier: Identifier): Resolved<Account> {
  const account = req.state.accounts.byIdentifier(identifier);
  if (!account) return { ok: false, failure: { code: CODES.accountNotFound, key: "accountNotFound" } };
  if (account.deleted) return { ok: false, failure: { code: CODES.accountDeleted, key: "accountDeleted" } };
  return { ok: true, value: account };
}

export function isAccountLogin(country: string): boolean {
  return country.trim().toLowerCase() === "other";
}
