import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { PreferenceCodec } from "./stored-preference";

/** A preference kept as the text `schema` decodes from: anything it refuses reads as absent. */
export function schemaCodec<A>(schema: Schema.Codec<A, string>): PreferenceCodec<A> {
  const decode = Schema.decodeUnknownOption(schema);
  const encode = Schema.encodeUnknownOption(schema);
  return {
    decode: (raw) => Option.getOrNull(decode(raw)),
    encode: (value) => Option.getOrNull(encode(value)),
  };
}
