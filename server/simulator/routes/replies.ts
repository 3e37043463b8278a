import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { CODES, type Failure } from "../domain/response-codes";
import type { ApiReply, ApiRequest } from "./api-request";

export function fail(req: ApiRequest, failure: Failure): ApiReply {
  return {
    status: failure.status ?? 200,
    body: { code: failure.code, message: req.t(failure.key, failure.params), data: failure.data ?? null },
  };
}

export const BAD_REQUEST: Failure = { code: CODES.badRequest, key: "badRequest", status: 400 };

/**
 * Decodes outside input with a schema. Failing input answers 400 with the schema's complaint in
 * `data.detail` (English, for developers; the user-facing message stays translated).
 */
export function decodeInput<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
): { ok: true; value: S["Type"] } | { ok: false; failure: Failure } {
  const decoded = Schema.decodeUnknownOption(schema)(input);
  if (Option.isSome(decoded)) return { ok: true, value: decoded.value };
  let detail = "invalid input";
  const result = Schema.decodeUnknownResult(schema)(input);
  if (result._tag === "Failure") detail = String(result.failure.message);
  return { ok: false, failure: { ...BAD_REQUEST, data: { detail } } };
}
