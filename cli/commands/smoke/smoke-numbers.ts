/** The numeric options of `smoke` and `contract check`, decoded and range-checked. */
import * as Option from "effect/Option";
import { decodeArg, DigitsText } from "../../args/decode-arg";

export interface NumberRule {
  readonly option: string;
  readonly min: number;
  readonly max: number;
}

export const CONCURRENCY: NumberRule = { option: "concurrency", min: 1, max: 32 };
export const REPEAT: NumberRule = { option: "repeat", min: 1, max: 1000 };
export const DEADLINE: NumberRule = { option: "deadline", min: 1, max: 3_600_000 };
export const MAX_LATENCY: NumberRule = { option: "max-latency", min: 1, max: 600_000 };

/** Four at a time: fast enough to finish a default run in about one round trip per four calls, gentle on a shared staging server. */
export const DEFAULT_CONCURRENCY = 4;
/** Ten minutes: far above a healthy run, short enough that CI never hangs on a sick one. */
export const DEFAULT_DEADLINE_MS = 600_000;

/** undefined when absent; a number in range; or "invalid". */
export function wholeNumber(value: unknown, rule: NumberRule): number | undefined | "invalid" {
  if (value === undefined) return undefined;
  const digits = decodeArg(DigitsText, value);
  if (Option.isNone(digits)) return "invalid";
  const n = Number(digits.value);
  return n >= rule.min && n <= rule.max ? n : "invalid";
}
