import * as Schema from "effect/Schema";

/** Form posts carry every value as text, JSON posts as numbers and booleans: accept both. */
export const NumberOrText = Schema.Union([Schema.Number, Schema.String]);
export const FlagInput = Schema.Union([Schema.Boolean, Schema.String, Schema.Number]);

export function flag(value: boolean | string | number | undefined): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  return value !== undefined && ["true", "1", "yes", "on"].includes(value.trim().toLowerCase());
}

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
