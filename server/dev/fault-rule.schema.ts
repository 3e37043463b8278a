import * as Schema from "effect/Schema";

/**
 * One injected fault. `path` is an API path without the /api prefix ("/sso/loginByEmail") or "*".
 * `dropSockets` closes every chat socket and refuses new ones until the faults are cleared.
 */
export const FaultRule = Schema.Struct({
  path: Schema.String,
  delayMs: Schema.optional(Schema.Number),
  status: Schema.optional(Schema.Number),
  malformed: Schema.optional(Schema.Boolean),
  drop: Schema.optional(Schema.Boolean),
  dropSockets: Schema.optional(Schema.Boolean),
});
export type FaultRule = typeof FaultRule.Type;

/** POST /api/dev/faults and the FAULTS variable accept one rule or a list. */
export const FaultRuleInput = Schema.Union([FaultRule, Schema.Array(FaultRule)]);

export function faultRules(input: typeof FaultRuleInput.Type): readonly FaultRule[] {
  return "path" in input ? [input] : input;
}
