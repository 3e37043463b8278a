import * as Schema from "effect/Schema";

/** Registration channels: 1 phone only, 2 email only, 3 both (FLOW-REGTYPE-1). */
export type RegistrationTypeValue = 1 | 2 | 3;

/** Settings a test or a developer may flip while the server runs (POST /api/dev/config). */
export const RuntimeConfigPatch = Schema.Struct({
  registrationType: Schema.optional(Schema.Literals([1, 2, 3])),
  fingerprintProxy404: Schema.optional(Schema.Boolean),
  /** null restores the default list. */
  adminDomains: Schema.optional(Schema.NullOr(Schema.Array(Schema.String))),
  /** Origins /runtime-config.json lists as login callback targets; null serves the built file again. */
  callbackOrigins: Schema.optional(Schema.NullOr(Schema.Array(Schema.String))),
});
export type RuntimeConfigPatch = typeof RuntimeConfigPatch.Type;

export interface RuntimeConfig {
  registrationType: RegistrationTypeValue;
  fingerprintProxy404: boolean;
  /** undefined: the default (an unreachable origin first, then this server's own origin). */
  adminDomains: readonly string[] | undefined;
  /** undefined: /runtime-config.json is the built file; else the server writes it from this list. */
  callbackOrigins: readonly string[] | undefined;
}

export function applyPatch(config: RuntimeConfig, patch: RuntimeConfigPatch): void {
  if (patch.registrationType !== undefined) config.registrationType = patch.registrationType;
  if (patch.fingerprintProxy404 !== undefined) config.fingerprintProxy404 = patch.fingerprintProxy404;
  if (patch.adminDomains !== undefined) config.adminDomains = patch.adminDomains ?? undefined;
  if (patch.callbackOrigins !== undefined) config.callbackOrigins = patch.callbackOrigins ?? undefined;
}

export function phoneRegistrationOpen(config: RuntimeConfig): boolean {
  return config.registrationType !== 2;
}

export function emailRegistrationOpen(config: RuntimeConfig): boolean {
  return config.registrationType !== 1;
}
