/**
 * Schemas for everything the backend sends. Adapters decode with these at the boundary; the
 * types below are derived from them, so a field can't be used without having been checked.
 */
import * as Schema from "effect/Schema";

const IdLike = Schema.Union([Schema.String, Schema.Number]);

export const Envelope = Schema.Struct({
  code: Schema.Number,
  message: Schema.optional(Schema.NullOr(Schema.String)),
  data: Schema.optional(Schema.Unknown),
});
export type Envelope = typeof Envelope.Type;

export const UserInfo = Schema.Struct({
  id: Schema.optional(IdLike),
  memberId: Schema.optional(Schema.NullOr(IdLike)),
  nickname: Schema.optional(Schema.NullOr(Schema.String)),
  username: Schema.optional(Schema.NullOr(Schema.String)),
  mobile: Schema.optional(Schema.NullOr(Schema.String)),
  phone: Schema.optional(Schema.NullOr(Schema.String)),
  email: Schema.optional(Schema.NullOr(Schema.String)),
  photo: Schema.optional(Schema.NullOr(Schema.String)),
  icon: Schema.optional(Schema.NullOr(Schema.String)),
  state: Schema.optional(Schema.NullOr(Schema.Number)),
  type: Schema.optional(Schema.NullOr(Schema.Number)),
  authenticationStatus: Schema.optional(Schema.NullOr(Schema.Number)),
  /** DATA-USER-1 lists both; their meaning is not shown, so either wire type is kept as it came. */
  comment_state: Schema.optional(Schema.NullOr(IdLike)),
  created_by: Schema.optional(Schema.NullOr(IdLike)),
});
export type UserInfo = typeof UserInfo.Type;

/** DATA-USER-1: the user info's id defaults to -1 when the response leaves it out. */
export const UNKNOWN_USER_ID = -1;

export const withDefaultUserId = (user: UserInfo): UserInfo =>
  user.id === undefined ? { ...user, id: UNKNOWN_USER_ID } : user;

/** Login and registration responses (DATA-LOGIN-1 login response data). */
export const LoginData = Schema.Struct({
  token: Schema.optional(Schema.NullOr(Schema.String)),
  tokenHead: Schema.optional(Schema.NullOr(Schema.String)),
  registerToken: Schema.optional(Schema.NullOr(Schema.String)),
  b2bToken: Schema.optional(Schema.NullOr(Schema.String)),
  memberId: Schema.optional(Schema.NullOr(IdLike)),
  fameExRedirectUrl: Schema.optional(Schema.NullOr(Schema.String)),
  userInfo: Schema.optional(Schema.NullOr(UserInfo)),
});
export type LoginData = typeof LoginData.Type;

/** `expire`: seconds before another code may be requested (drives the countdown). */
export const CodeSent = Schema.Struct({
  expire: Schema.optional(Schema.NullOr(Schema.Number)),
  validFor: Schema.optional(Schema.NullOr(Schema.Number)),
});
export type CodeSent = typeof CodeSent.Type;

export const Country = Schema.Struct({
  countryName: Schema.String,
  countryCode: Schema.String,
  regionCode: Schema.String,
});
export type Country = typeof Country.Type;
export const CountryList = Schema.Array(Country);

export const RegistrationType = Schema.Literals([1, 2, 3]);
export type RegistrationType = typeof RegistrationType.Type;

export const AndroidVersion = Schema.Struct({
  versionName: Schema.String,
  versionCode: Schema.optional(Schema.NullOr(Schema.Number)),
  downloadUrl: Schema.optional(Schema.NullOr(Schema.String)),
  updateContent: Schema.optional(Schema.NullOr(Schema.String)),
  forceUpdate: Schema.optional(Schema.NullOr(Schema.Boolean)),
});
export type AndroidVersion = typeof AndroidVersion.Type;

export const Announcement = Schema.Struct({
  id: IdLike,
  title: Schema.String,
  content: Schema.optional(Schema.NullOr(Schema.String)),
  createdAt: Schema.optional(Schema.NullOr(Schema.String)),
});
export type Announcement = typeof Announcement.Type;
export const AnnouncementList = Schema.Array(Announcement);

export const AdminDomainList = Schema.Array(Schema.String);

export const CreatorRole = Schema.Literals(["blogger", "streamer"]);
export type CreatorRole = typeof CreatorRole.Type;

/** `none` when the user never applied; a rejected state is not part of SPEC. */
export const CreatorApplicationStatus = Schema.Struct({
  role: CreatorRole,
  status: Schema.Literals(["none", "reviewing", "approved"]),
});
export type CreatorApplicationStatus = typeof CreatorApplicationStatus.Type;
