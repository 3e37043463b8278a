import * as Schema from "effect/Schema";
import { addressOf, type Identifier } from "../domain/identifier";
import { hashPassword } from "../domain/password-hash";
import { CODES } from "../domain/response-codes";
import { isValidPassword } from "../domain/validation";
import { ok, type ApiReply, type ApiRequest } from "./api-request";
import { NumberOrText } from "./input-schemas";
import { BAD_REQUEST, decodeInput, fail } from "./replies";
import { readSensitive } from "./field-codec";
import { emailFrom, existingAccount, phoneFrom, type Resolved } from "./resolve-identifier";
import { STORAGE_FAILED, checkCode as checkCodeLimited } from "./attempt-limits";

const Version = { version: Schema.optional(NumberOrText) } as const;
const ForgotByEmailBody = Schema.Struct({
  ...Version,
  email: Schema.String,
  newPassword: Schema.String,
  authCode: Schema.String,
});
const ForgotByPhoneBody = Schema.Struct({
  ...Version,
  country: Schema.String,
  phoneNo: Schema.String,
  newPassword: Schema.String,
  authCode: Schema.String,
});
const UnlockByEmailBody = Schema.Struct({ ...Version, email: Schema.String, authCode: Schema.String });
const UnlockByPhoneBody = Schema.Struct({
  ...Version,
  country: Schema.String,
  phoneNo: Schema.String,
  authCode: Schema.String,
});

function checkCode(
  req: ApiRequest,
  identifier: Identifier,
  purpose: "reset" | "unlock",
  code: string,
): ApiReply | undefined {
  const wrong = checkCodeLimited(req, addressOf(identifier), purpose, code);
  return wrong ? fail(req, wrong) : undefined;
}

/** A reset also unlocks and ends every session: whoever knew the old password is logged out. */
async function resetPassword(
  req: ApiRequest,
  identifier: Resolved<Identifier>,
  encodedPassword: string,
  code: string,
): Promise<ApiReply> {
  if (!identifier.ok) return fail(req, identifier.failure);
  const account = existingAccount(req, identifier.value);
  if (!account.ok) return fail(req, account.failure);
  const password = readSensitive(req, encodedPassword);
  if (password === undefined) return fail(req, BAD_REQUEST);
  if (!isValidPassword(password)) return fail(req, { code: CODES.passwordFormat, key: "passwordFormat" });
  const wrong = checkCode(req, identifier.value, "reset", code);
  if (wrong) return wrong;
  const passwordHash = await hashPassword(password);
  const updated = req.state.accounts.update(account.value.id, (a) => ({
    ...a,
    passwordHash,
    failedLogins: 0,
    locked: false,
  }));
  const revoked = req.state.sessions.revokeAll(account.value.id);
  // Both land in the same write, so they succeed or are undone together.
  const [saved, ended] = await Promise.all([updated, revoked]);
  if (!saved || !ended) return fail(req, STORAGE_FAILED);
  return ok(req, null, "resetSuccess");
}

async function unlock(req: ApiRequest, identifier: Resolved<Identifier>, code: string): Promise<ApiReply> {
  if (!identifier.ok) return fail(req, identifier.failure);
  const account = existingAccount(req, identifier.value);
  if (!account.ok) return fail(req, account.failure);
  const wrong = checkCode(req, identifier.value, "unlock", code);
  if (wrong) return wrong;
  const saved = await req.state.accounts.update(account.value.id, (a) => ({
    ...a,
    failedLogins: 0,
    locked: false,
  }));
  return saved ? ok(req, null, "unlockSuccess") : fail(req, STORAGE_FAILED);
}

export async function forgetPasswordByEmail(req: ApiRequest): Promise<ApiReply> {
  const body = decodeInput(ForgotByEmailBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  return resetPassword(req, emailFrom(req, body.value.email), body.value.newPassword, body.value.authCode);
}

export async function forgetPasswordByPhone(req: ApiRequest): Promise<ApiReply> {
  const body = decodeInput(ForgotByPhoneBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const identifier = phoneFrom(req, body.value.country, body.value.phoneNo);
  return resetPassword(req, identifier, body.value.newPassword, body.value.authCode);
}

export async function unlockUser(req: ApiRequest): Promise<ApiReply> {
  const body = decodeInput(UnlockByEmailBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  return unlock(req, emailFrom(req, body.value.email), body.value.authCode);
}

export async function unlockUserByPhone(req: ApiRequest): Promise<ApiReply> {
  const body = decodeInput(UnlockByPhoneBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  return unlock(req, phoneFrom(req, body.value.country, body.value.phoneNo), body.value.authCode);
}
