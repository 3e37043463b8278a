/**
 * Boundary decoding helpers. Everything an adapter receives from outside (HTTP bodies, stored
 * strings, socket frames) goes through these so it is checked, never asserted into shape.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { err, ok, type Result } from "../../core/result/result";

/** Decodes `input` with `schema`; a mismatch is a value, not an exception. */
export function decodeWith<A>(schema: Schema.ConstraintDecoder<A>, input: unknown): Result<A, "mismatch"> {
  const decoded = Schema.decodeUnknownOption(schema)(input);
  return Option.isSome(decoded) ? ok(decoded.value) : err("mismatch");
}
