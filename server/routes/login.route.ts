import * as Schema from "effect/Schema";
import { verifyPassword } from "../domain/password-hash";
import { addressOf } from "../domain/identifier";
import { CODES, type Failure } from "../domain/response-codes";
import type { Account } from "../state/account-store";
import { ok, type ApiReply, type ApiRequest } from "./api-request";
import { DeviceFields, flag } from "./input-schemas";
import { loginData } from "./login-data";
import { decodeInput, fail, BAD_REQUEST } from "./replies";
import { readSensitive } from "./field-codec";
import {
  emailFrom,
  existingAccount,
  isAccountLogin,
  newPhoneMayLogIn,
  phoneFrom,
  type Resolved,
} from "./resolve-identifier";

const LoginByEmailBody = Schema.Struct({ ...DeviceFields, email: Schema.String, password: Schema.String });
const LoginByPhoneBody = Schema.Struct({
  ...DeviceFields,
  country: Schema.String,
  phone: Schema.String,
  password: Schema.String,
});
const LoginByPhoneSmsBody = Schema.Struct({
  ...DeviceFields,
  country: Schema.String,
  phone: Schema.String,
  authCode: Schema.String,
});

/** Locked accounts refuse every login, even with the right password, until unlocked by code. */
function blockedFailure(account: Account): Failure | undefined {
  if (account.deleted) return { code: CODES.accountDeleted, key: "accountDeleted" };
  if (account.locked) return { code: CODES.passwordBlocked, key: "passwordBlocked" };
  return undefined;
}

/**
 * Checks the password. Wrong ones count up; the lockAfter-th wrong one in a row locks the account
 * and already answers 10024, so the UI moves to unlock at once.
 */
function passwordLogin(
  req: ApiRequest,
  found: Resolved<Account>,
  encodedPassword: string,
  host: boolean,
): ApiReply {
  if (!found.ok) return fail(req, found.failure);
  const blocked = blockedFailure(found.value);
  if (blocked) return fail(req, blocked);
  const password = readSensitive(req, encodedPassword);
  if (password === undefined) return fail(req, BAD_REQUEST);
  const account = found.value;
  if (!verifyPassword(password, account.passwordHash)) {
    const failedLogins = account.failedLogins + 1;
    const locked = failedLogins >= req.state.options.lockAfter;
    req.state.accounts.update(account.id, (a) => ({ ...a, failedLogins, locked }));
    if (locked) return fail(req, { code: CODES.passwordBlocked, key: "passwordBlocked" });
    const attemptsLeft = req.state.options.lockAfter - failedLogins;
    return fail(req, { code: CODES.wrongPassword, key: "wrongPassword", data: { attemptsLeft } });
  }
  if (account.failedLogins !== 0) req.state.accounts.update(account.id, (a) => ({ ...a, failedLogins: 0 }));
  return ok(req, loginData(req, account, host), "loginSuccess");
}

export function loginByEmail(req: ApiRequest): ApiReply {
  const body = decodeInput(LoginByEmailBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const identifier = emailFrom(req, body.value.email);
  if (!identifier.ok) return fail(req, identifier.failure);
  const found = existingAccount(req, identifier.value);
  return passwordLogin(req, found, body.value.password, flag(body.value.isStreamHostLogin));
}

/** Country "other" is account login: `phone` carries the account ID (10012 when unknown). */
export function loginByPhone(req: ApiRequest): ApiReply {
  const body = decodeInput(LoginByPhoneBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const host = flag(body.value.isStreamHostLogin);
  if (isAccountLogin(body.value.country)) {
    const username = readSensitive(req, body.value.phone);
    if (username === undefined) return fail(req, BAD_REQUEST);
    const account = req.state.accounts.byUsername(username.trim());
    const found: Resolved<Account> = account
      ? { ok: true, value: account }
      : { ok: false, failure: { code: CODES.userNotExist, key: "userNotExist" } };
    return passwordLogin(req, found, body.value.password, host);
  }
  const identifier = phoneFrom(req, body.value.country, body.value.phone);
  if (!identifier.ok) return fail(req, identifier.failure);
  return passwordLogin(req, existingAccount(req, identifier.value), body.value.password, host);
}

const codeFailure = (verdict: "wrong" | "expired"): Failure =>
  verdict === "wrong"
    ? { code: CODES.wrongAuthCode, key: "wrongCode" }
    : { code: CODES.authCodeInvalid, key: "codeExpired" };

export function loginByPhoneSms(req: ApiRequest): ApiReply {
  const body = decodeInput(LoginByPhoneSmsBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const identifier = phoneFrom(req, body.value.country, body.value.phone);
  if (!identifier.ok) return fail(req, identifier.failure);
  const address = addressOf(identifier.value);
  const authCode = body.value.authCode.replace(/\s/g, "");
  if (newPhoneMayLogIn(req, identifier.value, "login")) {
    // SPEC §4: a number without an account gets a register token (bound to it, as getRegisterToken
    // issues) instead of a session, and the app continues with sign-up.
    const verdict = req.state.codes.verify(address, "login", authCode);
    if (verdict !== "ok") return fail(req, codeFailure(verdict));
    return ok(req, { registerToken: req.state.registerTokens.issue(address) });
  }
  const found = existingAccount(req, identifier.value);
  if (!found.ok) return fail(req, found.failure);
  const blocked = blockedFailure(found.value);
  if (blocked) return fail(req, blocked);
  const verdict = req.state.codes.verify(address, "login", authCode);
  if (verdict !== "ok") return fail(req, codeFailure(verdict));
  return ok(req, loginData(req, found.value, flag(body.value.isStreamHostLogin)), "loginSuccess");
}
