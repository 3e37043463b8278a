import { randomBytes } from "node:crypto";
import type { LoginData } from "../../../core/sso/sso.schema";
import type { Account } from "../state/account-store";
import type { ApiRequest } from "./api-request";

/**
 * What login and registration answer: a fresh session plus the user's public profile; undefined
 * when the session could not be saved.
 */
export async function loginData(
  req: ApiRequest,
  account: Account,
  hostLogin: boolean,
): Promise<LoginData | undefined> {
  const token = await req.state.sessions.issue(account.id);
  if (token === undefined) return undefined;
  return {
    token,
    tokenHead: "Bearer ",
    memberId: account.memberId,
    // Host login hands the back-office a token of its own.
    b2bToken: hostLogin ? randomBytes(24).toString("base64url") : null,
    userInfo: {
      id: account.id,
      memberId: account.memberId,
      nickname: account.nickname,
      username: account.username,
      mobile: account.mobile,
      phone: account.phone,
      email: account.email,
      photo: null,
      icon: null,
      state: 1,
      type: 1,
      authenticationStatus: 0,
    },
  };
}
