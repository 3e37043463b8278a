/**
 * What a client sends on each call (DATA-QUERY-1, API-CALLS-1): the query of a GET or the body of a POST. The
 * local server decodes its input with these and the OpenAPI document describes them, so the two
 * cannot disagree. Liberal on purpose where clients differ: a form post carries every value as
 * text, a JSON post numbers and booleans, so both are accepted.
 */
import * as Schema from "effect/Schema";
import { CreatorRole } from "../sso/sso.schema";

export const NumberOrText = Schema.Union([Schema.Number, Schema.String]);
export const FlagInput = Schema.Union([Schema.Boolean, Schema.String, Schema.Number]);

/** Device and login options sent with every login and registration (DATA-AUTHFORM-1, API-CALLS-1). */
export const DeviceFields = {
  version: Schema.optional(NumberOrText),
  deviceId: Schema.optional(Schema.String),
  deviceName: Schema.optional(Schema.String),
  deviceType: Schema.optional(NumberOrText),
  isStreamHostLogin: Schema.optional(FlagInput),
  fromFameEx: Schema.optional(FlagInput),
  redirectPage: Schema.optional(Schema.String),
} as const;

export const Purpose = Schema.Literals(["register", "login", "reset", "unlock"]);

export const LoginByEmailBody = Schema.Struct({
  ...DeviceFields,
  email: Schema.String,
  password: Schema.String,
});
export const LoginByPhoneBody = Schema.Struct({
  ...DeviceFields,
  country: Schema.String,
  phone: Schema.String,
  password: Schema.String,
});
export const LoginByPhoneSmsBody = Schema.Struct({
  ...DeviceFields,
  country: Schema.String,
  phone: Schema.String,
  authCode: Schema.String,
});

const RegisterFields = {
  ...DeviceFields,
  password: Schema.String,
  username: Schema.String,
  nickname: Schema.optional(Schema.String),
  registerToken: Schema.String,
  guestId: Schema.optional(Schema.String),
  groupLink: Schema.optional(Schema.String),
  hicsRoomId: Schema.optional(Schema.String),
  agentId: Schema.optional(Schema.String),
  isBiometric: Schema.optional(FlagInput),
} as const;
export const RegisterByEmailBody = Schema.Struct({ ...RegisterFields, email: Schema.String });
export const RegisterByPhoneBody = Schema.Struct({
  ...RegisterFields,
  country: Schema.String,
  phone: Schema.String,
});

const CodeQuery = {
  forRegister: Schema.optional(FlagInput),
  isByPhoneSms: Schema.optional(FlagInput),
  version: Schema.optional(NumberOrText),
  purpose: Schema.optional(Purpose),
} as const;
export const EmailCodeQuery = Schema.Struct({ ...CodeQuery, email: Schema.String });
export const PhoneCodeQuery = Schema.Struct({ ...CodeQuery, country: Schema.String, phoneNo: Schema.String });

const Version = { version: Schema.optional(NumberOrText) } as const;
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
  country: Schema.optional(Schema.String),
  phone: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String),
  version: Schema.optional(NumberOrText),
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
