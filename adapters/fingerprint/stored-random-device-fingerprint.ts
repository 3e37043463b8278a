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
import { makeFingerprintRecord, parseFingerprintRecord } from "../../core/rules/fingerprint-record";
import { randomHex } from "../time/math-random";

export class StoredRandomDeviceFingerprint implements DeviceFingerprint {
  constructor(
    private readonly store: KeyValueStore,
    private readonly random: Random,
    private readonly clock: Clock,
  ) {}

  async visitorId(): Promise<string> {
    const record = parseFingerprintRecord(this.store.get(STORAGE_KEYS.fingerprint));
    if (record) return record.visitorId;
    const visitorId = `cli-${randomHex(this.random)}`;
    // Same record shape as the browser so tools reading the store see one format.
    this.store.set(
      STORAGE_KEYS.fingerprint,
      JSON.stringify(makeFingerprintRecord(visitorId, this.clock.now())),
    );
    return visitorId;
  }
}
