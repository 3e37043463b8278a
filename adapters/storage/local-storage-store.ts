import type { KeyValueStore } from "../../core/ports/key-value-store.port";

/** The subset of the DOM Storage interface we use, so tests can pass a shim. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * localStorage behind the KeyValueStore port. Storage can throw at every step: reading
 * `window.localStorage` in a sandboxed iframe or with cookies blocked (SecurityError), writing
 * when the quota is full or in old Safari private mode (QuotaExceededError). None of that may
 * break the page, so failures read as "absent" and writes become no-ops.
 */
export class LocalStorageStore implements KeyValueStore {
  constructor(private readonly storage: () => StorageLike | null | undefined = defaultStorage) {}

  get(key: string): string | null {
    try {
      const value = this.storage()?.getItem(key);
      return typeof value === "string" ? value : null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage()?.setItem(key, value);
    } catch {
      // Quota or security error: the app keeps working without persistence.
    }
  }

  remove(key: string): void {
    try {
      this.storage()?.removeItem(key);
    } catch {
      // Same as set: nothing to do when storage is unavailable.
    }
  }
}

function defaultStorage(): StorageLike | null {
  return typeof globalThis.localStorage === "undefined" ? null : globalThis.localStorage;
}
