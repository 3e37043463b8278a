/**
 * What a client sends on each call (DATA-QUERY-1, API-CALLS-1): the query of a GET or the body of a POST. The
 * local server decodes its input with these and the OpenAPI document describes them, so the two
 * cannot disagree. Flags are liberal on purpose, as clients differ: a form post carries every value
 * as text, a JSON post booleans. version and deviceType are numbers; the server reads a query's or a
 * form's digits as numbers before decoding (server/simulator/http/text-numbers.ts).
 */
import * as Schema from "effect/Schema";
import { CreatorRole } from "../sso/sso.schema";

export const FlagInput = Schema.Union([Schema.Boolean, Schema.String, Schema.Number]);

/** SPEC §9: every request says version 2. A query or form carries it as text (see the server's read). */
export const RequestVersion = Schema.Literal(2);
/** SPEC §9: 9 for a phone or tablet, 8 otherwise. */
export const DeviceType = Schema.Literals([8, 9]);

/** Device fields sent with every login and registration (DATA-AUTHFORM-1, API-CALLS-1): all required. */
export const DeviceFields = {
  version: RequestVersion,
  deviceId: Schema.String,
  deviceName: Schema.String,
  deviceType: DeviceType,
} as const;

/** The log-ins' own options (API-CALLS-1: host login, the third-party hand-off); a registration has none. */
const LoginOptions = {
  isStreamHostLogin: Schema.optionalKey(FlagInput),
  fromFameEx: Schema.optionalKey(FlagInput),
  redirectPage: Schema.optionalKey(Schema.String),
} as const;

export const Purpose = Schema.Literals(["register", "login", "reset", "unlock"]);

export const LoginByEmailBody = Schema.Struct({
  ...DeviceFields,
  ...LoginOptions,
  email: Schema.String,
  password: Schema.String,
});
export const LoginByPhoneBody = Schema.Struct({
  ...DeviceFields,
  ...LoginOptions,
  country: Schema.String,
  phone: Schema.String,
  password: Schema.String,
});
export const LoginByPhoneSmsBody = Schema.Struct({
  ...DeviceFields,
  ...LoginOptions,
  country: Schema.String,
  phone: Schema.String,
  authCode: Schema.String,
});

const RegisterFields = {
  ...DeviceFields,
  password: Schema.String,
  username: Schema.String,
  nickname: Schema.optionalKey(Schema.String),
  registerToken: Schema.String,
  guestId: Schema.optionalKey(Schema.String),
  groupLink: Schema.optionalKey(Schema.String),
  hicsRoomId: Schema.optionalKey(Schema.String),
  agentId: Schema.optionalKey(Schema.String),
  isBiometric: Schema.optionalKey(FlagInput),
} as const;
export const RegisterByEmailBody = Schema.Struct({ ...RegisterFields, email: Schema.String });
export const RegisterByPhoneBody = Schema.Struct({
  ...RegisterFields,
  country: Schema.String,
  phone: Schema.String,
});

const CodeQuery = {
  forRegister: Schema.optionalKey(FlagInput),
  isByPhoneSms: Schema.optionalKey(FlagInput),
  version: RequestVersion,
  purpose: Schema.optionalKey(Purpose),
} as const;
export const EmailCodeQuery = Schema.Struct({ ...CodeQuery, email: Schema.String });
export const PhoneCodeQuery = Schema.Struct({ ...CodeQuery, country: Schema.String, phoneNo: Schema.String });

const Version = { version: RequestVersion } as const;
export const ForgotByEmailBody = Schema.Struct({
  ...Version,
  email: Schema.String,
  newPassword: Schema.String,
  authCode: Schema.String,
});
export const ForgotByPhoneBody = Schema.Struct({
  ...Version,
  country: Schema.String,
  phoneNo: Schema.String,
  newPassword: Schema.String,
  authCode: Schema.String,
});
export const UnlockByEmailBody = Schema.Struct({ ...Version, email: Schema.String, authCode: Schema.String });
export const UnlockByPhoneBody = Schema.Struct({
  ...Version,
  country: Schema.String,
  phoneNo: Schema.String,
  authCode: Schema.String,
});

export const RegisterTokenBody = Schema.Struct({
  authCode: Schema.String,
  country: Schema.optionalKey(Schema.String),
  phone: Schema.optionalKey(Schema.String),
  email: Schema.optionalKey(Schema.String),
  version: RequestVersion,
});

export const CreatorApplicationBody = Schema.Struct({
  role: CreatorRole,
  email: Schema.String,
  creativeField: Schema.Array(Schema.String),
  reason: Schema.String,
  affect: Schema.String,
});
export const CreatorStatusQuery = Schema.Struct({ role: CreatorRole });

export const OneTimeExchangeBody = Schema.Struct({ code: Schema.String });
