/**
 * Judges one smoke call. Pure, so the rules of "pass" are unit-tested without a server:
 * - no response → fail (or warn for an optional endpoint);
 * - a body that is not a {code, message, data} envelope → fail;
 * - "success" checks need HTTP 2xx, code 200 and `data` matching the endpoint's schema;
 * - "rejection" checks need a well-formed envelope whose code is not 200 (and, when listed, one
 *   of the expected codes).
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { Envelope } from "../../../core/sso/sso.schema";
import type { Expectation } from "./smoke-checks";

export type Verdict = "pass" | "fail" | "warn";

export interface CallOutcome {
  readonly status: number | null;
  readonly envelope: Envelope | null;
}

/** `note` is a key of the `cli` namespace (smoke.*) with its params, or null. */
export interface Judgement {
  readonly verdict: Verdict;
  readonly note: { readonly key: string; readonly params?: Readonly<Record<string, string | number>> } | null;
}

export function judge(expect: Expectation, call: CallOutcome, optional: boolean): Judgement {
  const failed = (key: string, params?: Readonly<Record<string, string | number>>): Judgement => ({
    verdict: optional ? "warn" : "fail",
    note: params === undefined ? { key } : { key, params },
  });
  if (call.status === null) return failed("smoke.noResponse");
  if (call.envelope === null) return failed("smoke.notEnvelope");
  const code = call.envelope.code;
  if (expect.kind === "success") {
    if (code !== 200 || call.status < 200 || call.status > 299)
      return failed("smoke.unexpectedCode", { expected: "200" });
    const data = Schema.decodeUnknownOption(expect.data)(call.envelope.data);
    return Option.isSome(data) ? { verdict: "pass", note: null } : failed("smoke.badData");
  }
  if (code === 200) return failed("smoke.unexpectedCode", { expected: expect.codes?.join("/") ?? "≠200" });
  if (expect.codes !== undefined && !expect.codes.includes(code)) {
    return failed("smoke.unexpectedCode", { expected: expect.codes.join("/") });
  }
  return { verdict: "pass", note: null };
}
