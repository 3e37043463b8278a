import { CODES, type Failure } from "../domain/response-codes";
import type { Account } from "../state/account-store";
import type { ApiRequest } from "./api-request";

/**
 * The account behind the Authorization header. The client sends `tokenHead + token`
 * ("Bearer …") verbatim; a bare token is accepted too. No header at all is HTTP 401; an unknown,
 * expired or deleted account's token is 10008 so the client logs out.
 */
export function authenticate(req: ApiRequest): { account: Account } | { failure: Failure } {
  const header = req.headers.authorization?.trim();
  if (!header) return { failure: { code: CODES.permissionDenied, key: "unauthorized", status: 401 } };
  const token = header.replace(/^Bearer\s+/i, "");
  const accountId = req.state.sessions.accountOf(token);
  const account = accountId === undefined ? undefined : req.state.accounts.byId(accountId);
  if (!account || account.deleted) return { failure: { code: CODES.tokenInvalid, key: "tokenInvalid" } };
  return { account };
}
