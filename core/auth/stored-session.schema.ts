/**
 * What AuthState persists besides the raw token. One record under STORAGE_KEYS.userInfo holds the
 * user info together with memberId and b2bToken, because those come from the same login response
 * and must live and die with it.
 */
import * as Schema from "effect/Schema";
import { UserInfo } from "../sso/sso.schema";

export const StoredSession = Schema.Struct({
  user: Schema.NullOr(UserInfo),
  memberId: Schema.NullOr(Schema.String),
  b2bToken: Schema.NullOr(Schema.String),
});
export type StoredSession = typeof StoredSession.Type;

export const StoredSessionJson = Schema.fromJsonString(StoredSession);

/** A token is any non-blank string; anything else in storage is treated as absent. */
export const StoredToken = Schema.NonEmptyString;
