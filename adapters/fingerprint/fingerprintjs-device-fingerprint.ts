/**
 * The browser's visit id (X-Hc-Uid). Order: a cached record younger than 3 days, else the backend
 * proxy (`GET /api/proxy/fp/visitor`), else the local @fingerprintjs/fingerprintjs, else a random
 * id so requests never wait forever on a failing fingerprint. Nothing happens until `visitorId()`
 * is first called, and the library is pulled in with a dynamic import(), so it is a separate chunk
 * that never delays first paint; concurrent callers share one in-flight lookup.
 */
import * as Schema from "effect/Schema";
import type { Clock } from "../../core/ports/clock.port";
import type { DeviceFingerprint } from "../../core/ports/device-fingerprint.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { Random } from "../../core/ports/random.port";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { SSO_CALLS } from "../../core/contract/sso-calls";
import type { OfetchHttpClient } from "../http/ofetch-http-client";
import {
  isFingerprintFresh,
  makeFingerprintRecord,
  parseFingerprintRecord,
} from "../../core/rules/fingerprint-record";
import { randomHex } from "../time/math-random";

const VisitorData = Schema.Struct({ visitorId: Schema.NonEmptyString });

/** A source of a visitor id; null when it has none to give. Must not throw (callers guard anyway). */
export type VisitorSource = () => Promise<string | null>;

export interface FingerprintjsDeviceFingerprintOptions {
  readonly store: KeyValueStore;
  readonly clock: Clock;
  readonly random: Random;
  /** The backend proxy; see `proxyVisitorSource`. */
  readonly proxy: VisitorSource;
  /** The local library; defaults to `loadFingerprintJs` (dynamic import). */
  readonly local?: VisitorSource;
}

export class FingerprintjsDeviceFingerprint implements DeviceFingerprint {
  private inFlight: Promise<string> | null = null;

  constructor(private readonly options: FingerprintjsDeviceFingerprintOptions) {}

  visitorId(): Promise<string> {
    const cached = this.cached();
    if (cached) return Promise.resolve(cached);
    this.inFlight ??= this.lookup().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** The core decides what a valid and fresh record is (3 days, no expiry further than one TTL). */
  private cached(): string | null {
    const record = parseFingerprintRecord(this.options.store.get(STORAGE_KEYS.fingerprint));
    return record && isFingerprintFresh(record, this.options.clock.now()) ? record.visitorId : null;
  }

  private async lookup(): Promise<string> {
    const visitorId =
      (await attempt(this.options.proxy)) ??
      (await attempt(this.options.local ?? loadFingerprintJs)) ??
      `local-${randomHex(this.options.random)}`;
    this.options.store.set(
      STORAGE_KEYS.fingerprint,
      JSON.stringify(makeFingerprintRecord(visitorId, this.options.clock.now())),
    );
    return visitorId;
  }
}

async function attempt(source: VisitorSource): Promise<string | null> {
  try {
    const id = await source();
    return id && id.trim() !== "" ? id : null;
  } catch {
    return null;
  }
}

/** The proxy call. Sent without X-Hc-Uid: it is how the visit id is obtained in the first place. */
export function proxyVisitorSource(http: OfetchHttpClient): VisitorSource {
  return async () => {
    const result = await http.call(
      { method: "GET", path: SSO_CALLS.fingerprintVisitor.path, omitVisitId: true },
      VisitorData,
    );
    return result.ok ? result.value.data.visitorId : null;
  };
}

/** The local library, loaded on demand so it stays out of the entry chunk. */
export async function loadFingerprintJs(): Promise<string | null> {
  const { load } = await import("@fingerprintjs/fingerprintjs");
  const agent = await load({ monitoring: false });
  const result = await agent.get();
  return result.visitorId;
}
