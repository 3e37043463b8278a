/**
 * What commands do with the state folder's store and the clock, as narrow capabilities (ADR-0430),
 * built by the composition root (cli/runtime/command-runtime.ts) from the KeyValueStore and Clock
 * ports. A command names what it keeps and how it waits, never the store or the clock.
 */
import { abortableWait } from "../../adapters/time/abortable-wait";
import * as Schema from "effect/Schema";
import type { Clock } from "../../core/ports/clock.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import { schemaCodec } from "../../core/storage/schema-codec";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { storedPreference, type StoredPreference } from "../../core/storage/stored-preference";

export interface CliCapabilities {
  readonly preferences: {
    /** The guestId a sign-up carries, kept across runs as the web keeps it (DATA-STORAGE-1). */
    readonly guestId: StoredPreference<string>;
  };
  /** Milliseconds since the Unix epoch, from the Clock port. */
  readonly now: () => number;
  /** Resolves after `ms` on the Clock port (polling for a code, ADR-0430), or at once when `signal` aborts. */
  readonly wait: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function cliCapabilities(store: KeyValueStore, clock: Clock): CliCapabilities {
  return {
    preferences: { guestId: storedPreference(store, STORAGE_KEYS.guestId, schemaCodec(Schema.String)) },
    now: () => clock.now(),
    wait: (ms, signal) => abortableWait(clock, ms, signal),
  };
}
