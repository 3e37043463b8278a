import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { PreferenceCodec } from "./stored-preference";

/**
 * A text preference whose values are the texts `schema` accepts (literals, patterns): a stored
 * text it refuses reads as absent, and a value it refuses is not kept. Validating on write with
 * the decoder keeps effect's encoder out of the browser's bundle.
 */
export function schemaCodec<A extends string>(schema: Schema.Codec<A, string>): PreferenceCodec<A> {
  const decode = Schema.decodeUnknownOption(schema);
  return {
    decode: (raw) => Option.getOrNull(decode(raw)),
    encode: (value) => Option.getOrNull(decode(value)),
  };
}
