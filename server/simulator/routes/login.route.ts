import { verifyPassword } from "../domain/password-hash";
import { addressOf } from "../domain/identifier";
import { CODES, type Failure } from "../domain/response-codes";
import type { Account } from "../state/account-store";
import { ok, type ApiReply, type ApiRequest } from "./api-request";
import {
  LoginByEmailBody,
  LoginByPhoneBody,
  LoginByPhoneSmsBody,
} from "../../../core/contract/sso-requests.schema";
import { flag } from "./input-schemas";
import { loginData } from "./login-data";
import { decodeInput, fail, BAD_REQUEST } from "./replies";
import {
  STORAGE_FAILED,
  checkCode,
  clientOf,
  refundAll,
  reserveAll,
  tooManyAttempts,
} from "./attempt-limits";
import { readSensitive } from "./field-codec";
import {
  emailFrom,
  existingAccount,
  isAccountLogin,
  newPhoneMayLogIn,
  phoneFrom,
  type Resolved,
} from "./resolve-identifier";

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
async function passwordLogin(
  req: ApiRequest,
  found: Resolved<Account>,
  encodedPassword: string,
  host: boolean,
): Promise<ApiReply> {
  // Wrong passwords and unknown accounts from one client count together (guessing and probing);
  // every password check counts against loginPerClient, since each one costs a hash. Both are
  // reserved now, before the hash is awaited: concurrent requests cannot all slip past the limit.
  const client = clientOf(req);
  const failures = [["passwordPerClient", client]] as const;
  const wait = reserveAll(req, [...failures, ["loginPerClient", client]]);
  if (wait !== undefined) return fail(req, tooManyAttempts(wait));
  if (!found.ok) return fail(req, found.failure);
  const blocked = blockedFailure(found.value);
  if (blocked) return fail(req, blocked);
  const password = readSensitive(req, encodedPassword);
  if (password === undefined) return fail(req, BAD_REQUEST);
  const checked = found.value;
  const right = await verifyPassword(password, checked.passwordHash, client);
  if (right) refundAll(req, failures);
  // Other requests ran while hashing: act on the account as it is now.
  const account = req.state.accounts.byId(checked.id) ?? checked;
  const nowBlocked = blockedFailure(account);
  if (nowBlocked) return fail(req, nowBlocked);
  if (!right) {
    const failedLogins = account.failedLogins + 1;
    const locked = failedLogins >= req.state.options.lockAfter;
    const saved = await req.state.accounts.update(account.id, (a) => ({ ...a, failedLogins, locked }));
    if (!saved) return fail(req, STORAGE_FAILED);
    if (locked) return fail(req, { code: CODES.passwordBlocked, key: "passwordBlocked" });
    const attemptsLeft = req.state.options.lockAfter - failedLogins;
    return fail(req, { code: CODES.wrongPassword, key: "wrongPassword", data: { attemptsLeft } });
  }
  if (account.failedLogins !== 0) {
    const saved = await req.state.accounts.update(account.id, (a) => ({ ...a, failedLogins: 0 }));
    if (!saved) return fail(req, STORAGE_FAILED);
  }
  const data = await loginData(req, account, host);
  return data ? ok(req, data, "loginSuccess") : fail(req, STORAGE_FAILED);
}

export async function loginByEmail(req: ApiRequest): Promise<ApiReply> {
  const body = decodeInput(LoginByEmailBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const identifier = emailFrom(req, body.value.email);
  if (!identifier.ok) return fail(req, identifier.failure);
  const found = existingAccount(req, identifier.value);
  return passwordLogin(req, found, body.value.password, flag(body.value.isStreamHostLogin));
}

/** Country "other" is account login: `phone` carries the account ID (10012 when unknown). */
export async function loginByPhone(req: ApiRequest): Promise<ApiReply> {
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

export async function loginByPhoneSms(req: ApiRequest): Promise<ApiReply> {
  const body = decodeInput(LoginByPhoneSmsBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const identifier = phoneFrom(req, body.value.country, body.value.phone);
  if (!identifier.ok) return fail(req, identifier.failure);
  const address = addressOf(identifier.value);
  const authCode = body.value.authCode;
  if (newPhoneMayLogIn(req, identifier.value, "login")) {
    // FLOW-REGTOKEN-1: a number without an account gets a register token (bound to it, as getRegisterToken
    // issues) instead of a session, and the app continues with sign-up.
    const wrong = checkCode(req, address, "login", authCode);
    if (wrong) return fail(req, wrong);
    return ok(req, { registerToken: req.state.registerTokens.issue(address) });
  }
  const found = existingAccount(req, identifier.value);
  if (!found.ok) return fail(req, found.failure);
  const blocked = blockedFailure(found.value);
  if (blocked) return fail(req, blocked);
  const wrong = checkCode(req, address, "login", authCode);
  if (wrong) return fail(req, wrong);
  const data = await loginData(req, found.value, flag(body.value.isStreamHostLogin));
  return data ? ok(req, data, "loginSuccess") : fail(req, STORAGE_FAILED);
}
