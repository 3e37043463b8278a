import * as Schema from "effect/Schema";

/** LIMIT-FINGERPRINT-1: the visitor id is cached for 3 days. */
export const FINGERPRINT_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export const FingerprintRecord = Schema.Struct({
  visitorId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(128)),
  expireTime: Schema.Finite,
});
export type FingerprintRecord = typeof FingerprintRecord.Type;

const decodeRecord = Schema.decodeUnknownResult(FingerprintRecord);

export const makeFingerprintRecord = (visitorId: string, now: number): FingerprintRecord => ({
  visitorId,
  expireTime: now + FINGERPRINT_TTL_MS,
});

/** The stored JSON as a record, or null for anything foreign (storage is untrusted). */
export const parseFingerprintRecord = (stored: string | null): FingerprintRecord | null => {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  const result = decodeRecord(value);
  return result._tag === "Success" ? result.success : null;
};

/**
 * Fresh while now is before the expiry. An expiry further away than one TTL cannot have been
 * written by us (or the clock went back), so it counts as stale and the id is fetched again.
 */
export const isFingerprintFresh = (record: FingerprintRecord, now: number): boolean =>
  now < record.expireTime && record.expireTime - now <= FINGERPRINT_TTL_MS;
