import * as Schema from "effect/Schema";
import { addressOf } from "../domain/identifier";
import { CODES } from "../domain/response-codes";
import { emailRegistrationOpen, phoneRegistrationOpen } from "../dev/runtime-config";
import { ok, type ApiReply, type ApiRequest } from "./api-request";
import { NumberOrText } from "./input-schemas";
import { decodeInput, fail } from "./replies";
import { emailFrom, phoneFrom } from "./resolve-identifier";
import { checkCode } from "./attempt-limits";

const RegisterTokenBody = Schema.Struct({
  authCode: Schema.String,
  country: Schema.optional(Schema.String),
  phone: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String),
  version: Schema.optional(NumberOrText),
});

/** Checks a register code and answers a single-use register token bound to that phone or email. */
export function getRegisterToken(req: ApiRequest): ApiReply {
  const body = decodeInput(RegisterTokenBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const { email, phone, country, authCode } = body.value;
  const identifier = email ? emailFrom(req, email) : phoneFrom(req, country ?? "CN", phone ?? "");
  if (!identifier.ok) return fail(req, identifier.failure);
  const { state } = req;
  const isEmail = identifier.value.kind === "email";
  if (!(isEmail ? emailRegistrationOpen(state.config) : phoneRegistrationOpen(state.config))) {
    return fail(req, {
      code: CODES.registrationClosed,
      key: isEmail ? "emailRegistrationClosed" : "phoneRegistrationClosed",
    });
  }
  if (state.accounts.byIdentifier(identifier.value))
    return fail(req, { code: CODES.accountExists, key: "accountExists" });
  const address = addressOf(identifier.value);
  const wrong = checkCode(req, address, "register", authCode);
  if (wrong) return fail(req, wrong);
  return ok(req, state.registerTokens.issue(address));
}
