/**
 * Decoding command-line values with Schema. Commander hands over an untyped record; every value a
 * command uses passes through one of these, so a wrong type is a usage error with a translated
 * message instead of a crash deep inside a use-case.
 */
import type * as Option from "effect/Option";
import * as Schema from "effect/Schema";

/** Some(value) when it matches; None otherwise (including when absent, for required fields). */
export function decodeArg<A>(schema: Schema.ConstraintDecoder<A>, value: unknown): Option.Option<A> {
  return Schema.decodeUnknownOption(schema)(value);
}

/** An optional string option: undefined stays undefined; anything else must be a string. */
export const OptionalText = Schema.UndefinedOr(Schema.String);
export const OptionalFlag = Schema.UndefinedOr(Schema.Boolean);
/** Commander's variadic options arrive as arrays of strings. */
export const OptionalTextList = Schema.UndefinedOr(Schema.Array(Schema.String));

/** Whole decimal numbers only: "8000" yes, "8e3", "-1", " 8 " no. Range is checked by the caller. */
export const DigitsText = Schema.String.check(Schema.isPattern(/^[0-9]{1,9}$/));
