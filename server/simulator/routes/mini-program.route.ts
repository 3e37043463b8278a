import * as Schema from "effect/Schema";
import { CODES } from "../domain/response-codes";
import { ok, type ApiReply, type ApiRequest } from "./api-request";
import { authenticate } from "./authenticate";
import { decodeInput, fail } from "./replies";

/** A short-lived, single-use code a mini-app trades for the user's identity (SPEC external hand-off). */
export function oneTimeToken(req: ApiRequest): ApiReply {
  const auth = authenticate(req);
  if ("failure" in auth) return fail(req, auth.failure);
  return ok(req, req.state.sessions.issueOneTime(auth.account.id));
}

const ExchangeBody = Schema.Struct({ code: Schema.String });

/** What a mini-app's backend would call: the one-time code → the member's public profile. */
export function exchangeOneTimeToken(req: ApiRequest): ApiReply {
  const body = decodeInput(ExchangeBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const accountId = req.state.sessions.redeemOneTime(body.value.code);
  const account = accountId === undefined ? undefined : req.state.accounts.byId(accountId);
  if (!account || account.deleted) return fail(req, { code: CODES.tokenInvalid, key: "tokenInvalid" });
  return ok(req, { memberId: account.memberId, username: account.username, nickname: account.nickname });
}
