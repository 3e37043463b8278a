import * as Schema from "effect/Schema";

/**
 * One injected fault. `path` is an API path without the /api prefix ("/sso/loginByEmail") or "*".
 * `dropSockets` closes every chat socket and refuses new ones until the faults are cleared.
 */
/** Longest injected delay: past the app's 8 s timeout with room to spare, far below 2^31 ms. */
export const MAX_FAULT_DELAY_MS = 60_000;
/** Rules kept at once (one per path); more is a runaway script, not a test. */
export const MAX_FAULT_RULES = 100;

export const FaultRule = Schema.Struct({
  path: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(256)),
  delayMs: Schema.optional(
    Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: MAX_FAULT_DELAY_MS })),
  ),
  // A real HTTP status: Node refuses to write anything outside 100-599 anyway.
  status: Schema.optional(
    Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 100, maximum: 599 })),
  ),
  malformed: Schema.optional(Schema.Boolean),
  drop: Schema.optional(Schema.Boolean),
  dropSockets: Schema.optional(Schema.Boolean),
});
export type FaultRule = typeof FaultRule.Type;

/** POST /api/dev/faults and the FAULTS variable accept one rule or a list. */
export const FaultRuleInput = Schema.Union([
  FaultRule,
  Schema.Array(FaultRule).check(Schema.isMaxLength(MAX_FAULT_RULES)),
]);

export function faultRules(input: typeof FaultRuleInput.Type): readonly FaultRule[] {
  return "path" in input ? [input] : input;
}
