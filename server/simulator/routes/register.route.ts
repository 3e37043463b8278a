import { addressOf, type Identifier } from "../domain/identifier";
import { hashPassword } from "../domain/password-hash";
import { CODES } from "../domain/response-codes";
import { isValidPassword, isValidUsername } from "../domain/validation";
import { headerAttribution } from "../http/attribution-headers";
import { emailRegistrationOpen, phoneRegistrationOpen } from "../dev/runtime-config";
import { ok, type ApiReply, type ApiRequest } from "./api-request";
import { RegisterByEmailBody, RegisterByPhoneBody } from "../../../core/contract/sso-requests.schema";
import { flag } from "./input-schemas";
import { loginData } from "./login-data";
import { BAD_REQUEST, decodeInput, fail } from "./replies";
import { readSensitive } from "./field-codec";
import { emailFrom, phoneFrom } from "./resolve-identifier";
import { STORAGE_FAILED, clientOf } from "./attempt-limits";

type RegisterBody = typeof RegisterByEmailBody.Type | typeof RegisterByPhoneBody.Type;

/** The referral fields are kept with the account so support can see where a member came from. */
function extraOf(body: RegisterBody): Record<string, string> {
  const extra: Record<string, string> = {};
  for (const key of ["guestId", "groupLink", "hicsRoomId", "agentId", "deviceId", "deviceName"] as const) {
    const value = body[key];
    if (value) extra[key] = value;
  }
  return extra;
}

/** Every sign-up attempt is recorded for GET /api/dev/last-signup, whatever its outcome. */
function recorded(req: ApiRequest, reply: ApiReply): ApiReply {
  const envelope = reply.body;
  const code =
    typeof envelope === "object" &&
    envelope !== null &&
    "code" in envelope &&
    typeof envelope.code === "number"
      ? envelope.code
      : reply.status;
  req.state.signups.record({
    path: req.path,
    at: new Date(req.state.options.clock.now()).toISOString(),
    body: req.body,
    headers: req.headers,
    decoded: headerAttribution(req.headers),
    code,
  });
  return reply;
}

/** The header referral (decoded), kept beside the body's as support would want to see both. */
function headerExtra(req: ApiRequest): Record<string, string> {
  const { groupLink, marketCode } = headerAttribution(req.headers);
  return {
    ...(groupLink === undefined ? {} : { headerGroupLink: groupLink }),
    ...(marketCode === undefined ? {} : { marketCode }),
  };
}

async function register(req: ApiRequest, identifier: Identifier, body: RegisterBody): Promise<ApiReply> {
  const { state } = req;
  const isEmail = identifier.kind === "email";
  if (!(isEmail ? emailRegistrationOpen(state.config) : phoneRegistrationOpen(state.config))) {
    return fail(req, {
      code: CODES.registrationClosed,
      key: isEmail ? "emailRegistrationClosed" : "phoneRegistrationClosed",
    });
  }
  if (!state.registerTokens.isValidFor(body.registerToken, addressOf(identifier))) {
    return fail(req, { code: CODES.registerTokenInvalid, key: "registerTokenInvalid" });
  }
  if (state.accounts.byIdentifier(identifier))
    return fail(req, { code: CODES.accountExists, key: "accountExists" });
  const password = readSensitive(req, body.password);
  if (password === undefined) return fail(req, BAD_REQUEST);
  if (!isValidPassword(password)) return fail(req, { code: CODES.passwordFormat, key: "passwordFormat" });
  const username = body.username.trim();
  if (!isValidUsername(username)) return fail(req, { code: CODES.accountIdError, key: "usernameFormat" });
  if (state.accounts.byUsername(username))
    return fail(req, { code: CODES.duplicateAccountId, key: "usernameTaken" });
  // FLOW-SIGNUP-2: the default nickname is the account ID's last 5 characters plus a "user" label.
  const nickname = body.nickname?.trim() || `${username.slice(-5)}_user`;
  const passwordHash = await hashPassword(password, clientOf(req));
  // Hashing let other requests run: the same sign-up racing this one may have won meanwhile.
  // From here to create() nothing awaits, so exactly one of them creates the account.
  if (!state.registerTokens.isValidFor(body.registerToken, addressOf(identifier)))
    return fail(req, { code: CODES.registerTokenInvalid, key: "registerTokenInvalid" });
  if (state.accounts.byIdentifier(identifier))
    return fail(req, { code: CODES.accountExists, key: "accountExists" });
  if (state.accounts.byUsername(username))
    return fail(req, { code: CODES.duplicateAccountId, key: "usernameTaken" });
  const created = state.accounts.create({
    identifier,
    username,
    nickname,
    passwordHash,
    createdAt: new Date(state.options.clock.now()).toISOString(),
    extra: { ...extraOf(body), ...headerExtra(req), isBiometric: String(flag(body.isBiometric)) },
  });
  // Taken before the write finishes so a racing retry can't spend it twice; handed back on failure.
  state.registerTokens.consume(body.registerToken);
  const account = await created;
  if (!account) {
    state.registerTokens.restore(body.registerToken, addressOf(identifier));
    return fail(req, STORAGE_FAILED);
  }
  const data = await loginData(req, account, false);
  return data ? ok(req, data, "registerSuccess") : fail(req, STORAGE_FAILED);
}

export async function registerByEmail(req: ApiRequest): Promise<ApiReply> {
  return recorded(req, await registerByEmailUnrecorded(req));
}

export async function registerByPhone(req: ApiRequest): Promise<ApiReply> {
  return recorded(req, await registerByPhoneUnrecorded(req));
}

async function registerByEmailUnrecorded(req: ApiRequest): Promise<ApiReply> {
  const body = decodeInput(RegisterByEmailBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const identifier = emailFrom(req, body.value.email);
  if (!identifier.ok) return fail(req, identifier.failure);
  return register(req, identifier.value, body.value);
}

async function registerByPhoneUnrecorded(req: ApiRequest): Promise<ApiReply> {
  const body = decodeInput(RegisterByPhoneBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const identifier = phoneFrom(req, body.value.country, body.value.phone);
  if (!identifier.ok) return fail(req, identifier.failure);
  return register(req, identifier.value, body.value);
}
