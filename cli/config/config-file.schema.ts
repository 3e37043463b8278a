/**
 * The shape of a `lumen` config file (docs/cli.md, "Profiles"): named environments holding the
 * settings a QA engineer repeats on every command. Keys are the flags' names, so a line reads
 * like the command it replaces. Unknown keys are refused, which also keeps secrets out: there is
 * no place for a password or token in it.
 */
import * as Schema from "effect/Schema";

export const PROFILE_KEYS = ["base-url", "lang", "timeout", "retry", "code-from", "device"] as const;
export type ProfileKey = (typeof PROFILE_KEYS)[number];

const Whole = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

export const ProfileSettings = Schema.Struct({
  "base-url": Schema.optionalKey(Schema.String),
  lang: Schema.optionalKey(Schema.String),
  timeout: Schema.optionalKey(Whole),
  retry: Schema.optionalKey(Whole),
  "code-from": Schema.optionalKey(Schema.String),
  device: Schema.optionalKey(Schema.String),
});
export type ProfileSettings = typeof ProfileSettings.Type;

export const ConfigFile = Schema.Struct({
  /** The profile used when neither --profile nor LUMEN_PROFILE names one. */
  profile: Schema.optionalKey(Schema.String),
  profiles: Schema.optionalKey(Schema.Record(Schema.String, ProfileSettings)),
});
export type ConfigFile = typeof ConfigFile.Type;
