import type { CodePurpose } from "../../../core/sso/sso-api.port";
import { phoneRegistrationOpen } from "../dev/runtime-config";
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
  return identifier
    ? { ok: true, value: identifier }
    : { ok: false, failure: { code: CODES.emailFormatError, key: "emailFormat" } };
}

/** Country + encoded phone → identifier; 10022 for a malformed number or unknown country. */
export function phoneFrom(req: ApiRequest, country: string, encoded: string): Resolved<Identifier> {
  const phone = readSensitive(req, encoded);
  if (phone === undefined) return { ok: false, failure: BAD_REQUEST };
  const identifier = phoneIdentifier(country, phone);
  return identifier
    ? { ok: true, value: identifier }
    : { ok: false, failure: { code: CODES.phoneFormatError, key: "phoneFormat" } };
}

/** The live account for an identifier: 10006 when none, 10019 when deleted. */
export function existingAccount(req: ApiRequest, identifier: Identifier): Resolved<Account> {
  const account = req.state.accounts.byIdentifier(identifier);
  if (!account) return { ok: false, failure: { code: CODES.accountNotFound, key: "accountNotFound" } };
  if (account.deleted) return { ok: false, failure: { code: CODES.accountDeleted, key: "accountDeleted" } };
  return { ok: true, value: account };
}

/**
 * SMS login doubles as sign-up for a number nobody has (the login then answers a register token),
 * so a login code may go to a new phone while phone registration is open. Every other code, and a
 * number that belongs to a deleted account, still needs a live account.
 */
export function newPhoneMayLogIn(req: ApiRequest, identifier: Identifier, purpose: CodePurpose): boolean {
  return (
    purpose === "login" &&
    identifier.kind === "phone" &&
    phoneRegistrationOpen(req.state.config) &&
    req.state.accounts.byIdentifier(identifier) === undefined
  );
}

export function isAccountLogin(country: string): boolean {
  return country.trim().toLowerCase() === "other";
}
