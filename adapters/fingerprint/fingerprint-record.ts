import * as Schema from "effect/Schema";

/** How long a visit id is trusted before it is looked up again (SPEC §3: 3 days). */
export const FINGERPRINT_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** SPEC §3 fingerprint record as kept under STORAGE_KEYS.fingerprint (JSON). */
export const FingerprintRecord = Schema.Struct({ visitorId: Schema.NonEmptyString, expireTime: Schema.Number });
export type FingerprintRecord = typeof FingerprintRecord.Type;
