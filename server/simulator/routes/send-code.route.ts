import type { CodePurpose } from "../../../core/sso/sso-api.port";
import type { CodeSent } from "../../../core/sso/sso.schema";
import { addressOf, type Identifier } from "../domain/identifier";
import { CODES } from "../domain/response-codes";
import { emailRegistrationOpen, phoneRegistrationOpen } from "../dev/runtime-config";
import { ok, type ApiReply, type ApiRequest } from "./api-request";
import { EmailCodeQuery, PhoneCodeQuery } from "../../../core/contract/sso-requests.schema";
import { flag } from "./input-schemas";
import { readTextNumbers } from "../http/text-numbers";
import { decodeInput, fail } from "./replies";
import { emailFrom, existingAccount, newPhoneMayLogIn, phoneFrom } from "./resolve-identifier";
import { blockedFor, clientOf, codeHolder, spendAll } from "./attempt-limits";

/**
 * Without `purpose` (older clients) it is derived: forRegister → register, isByPhoneSms → login,
 * otherwise reset. Such codes are then accepted for login, reset and unlock alike.
 */
type FlagValue = boolean | string | number | undefined;

function purposeOf(query: {
  forRegister?: FlagValue;
  isByPhoneSms?: FlagValue;
  purpose?: CodePurpose | undefined;
}): {
  purpose: CodePurpose;
  explicit: boolean;
} {
  if (query.purpose) return { purpose: query.purpose, explicit: true };
  if (flag(query.forRegister)) return { purpose: "register", explicit: true };
  if (flag(query.isByPhoneSms)) return { purpose: "login", explicit: false };
  return { purpose: "reset", explicit: false };
}

function sendCode(
  req: ApiRequest,
  identifier: Identifier,
  purpose: CodePurpose,
  explicit: boolean,
): ApiReply {
  const { state } = req;
  if (purpose === "register") {
    const open =
      identifier.kind === "email" ? emailRegistrationOpen(state.config) : phoneRegistrationOpen(state.config);
    if (!open) {
      const key = identifier.kind === "email" ? "emailRegistrationClosed" : "phoneRegistrationClosed";
      return fail(req, { code: CODES.registrationClosed, key });
    }
    if (state.accounts.byIdentifier(identifier))
      return fail(req, { code: CODES.accountExists, key: "accountExists" });
  } else if (!newPhoneMayLogIn(req, identifier, purpose)) {
    const account = existingAccount(req, identifier);
    if (!account.ok) return fail(req, account.failure);
  }
  const to = addressOf(identifier);
  const validFor = Math.round(state.options.codeTtlMs / 1000);
  // Per client and per phone/email on top of the 60 s resend wait; answered like that wait (10030
  // with the seconds left) because the app already shows it as a countdown.
  const checks = [
    ["codeSendPerClient", clientOf(req)],
    ["codeSendPerAddress", codeHolder(req, to)],
    ["codeSendPerAddressAllClients", to],
  ] as const;
  const wait = blockedFor(req, checks);
  if (wait !== undefined) {
    const data: CodeSent = { expire: wait, validFor };
    return fail(req, { code: CODES.resendTooSoon, key: "resendTooSoon", params: { seconds: wait }, data });
  }
  const issued = state.codes.issue(codeHolder(req, to), purpose, explicit);
  if (issued.kind === "tooSoon") {
    const data: CodeSent = { expire: issued.secondsLeft, validFor };
    return fail(req, {
      code: CODES.resendTooSoon,
      key: "resendTooSoon",
      params: { seconds: issued.secondsLeft },
      data,
    });
  }
  spendAll(req, checks);
  state.outbox.record({
    to,
    code: issued.code,
    purpose,
    sentAt: new Date(state.options.clock.now()).toISOString(),
  });
  const line = `[sso] ${purpose} code for ${to}: ${issued.code}`;
  if (state.options.log.notice) state.options.log.notice(line);
  else state.options.log.info(line);
  const data: CodeSent = { expire: Math.round(state.options.resendWaitMs / 1000), validFor };
  return ok(req, data, "codeSent");
}

export function genEmailAuthCode(req: ApiRequest): ApiReply {
  const query = decodeInput(EmailCodeQuery, readTextNumbers(req.query));
  if (!query.ok) return fail(req, query.failure);
  const identifier = emailFrom(req, query.value.email);
  if (!identifier.ok) return fail(req, identifier.failure);
  const { purpose, explicit } = purposeOf(query.value);
  return sendCode(req, identifier.value, purpose, explicit);
}

export function genPhoneAuthCode(req: ApiRequest): ApiReply {
  const query = decodeInput(PhoneCodeQuery, readTextNumbers(req.query));
  if (!query.ok) return fail(req, query.failure);
  const identifier = phoneFrom(req, query.value.country, query.value.phoneNo);
  if (!identifier.ok) return fail(req, identifier.failure);
  const { purpose, explicit } = purposeOf(query.value);
  return sendCode(req, identifier.value, purpose, explicit);
}
