/**
 * The CLI's visit id: a random id made once and kept in the file store, so one machine looks like
 * one visitor across runs. No browser fingerprinting exists in Node, and the id need not expire
 * (a CLI is not a shared browser), so a valid stored record is reused whatever its expireTime.
 */
import type { Clock } from "../../core/ports/clock.port";
import type { DeviceFingerprint } from "../../core/ports/device-fingerprint.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { Random } from "../../core/ports/random.port";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { decodeWith, parseJson } from "../shared/decode";
import { randomHex } from "../time/math-random";
import { FINGERPRINT_TTL_MS, FingerprintRecord } from "./fingerprint-record";

export class StoredRandomDeviceFingerprint implements DeviceFingerprint {
  constructor(
    private readonly store: KeyValueStore,
    private readonly random: Random,
    private readonly clock: Clock,
  ) {}

  async visitorId(): Promise<string> {
    const raw = this.store.get(STORAGE_KEYS.fingerprint);
    const parsed = raw === null ? null : parseJson(raw);
    const record = parsed && parsed.ok ? decodeWith(FingerprintRecord, parsed.value) : null;
    if (record && record.ok) return record.value.visitorId;
    const visitorId = `cli-${randomHex(this.random)}`;
    // Same record shape as the browser so tools reading the store see one format.
    const fresh: FingerprintRecord = { visitorId, expireTime: this.clock.now() + FINGERPRINT_TTL_MS };
    this.store.set(STORAGE_KEYS.fingerprint, JSON.stringify(fresh));
    return visitorId;
  }
}
