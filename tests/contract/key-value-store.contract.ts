/**
 * The behaviour every KeyValueStore must share, run against each adapter and the test fake so the
 * fake cannot drift from the real stores.
 */
import { describe, expect, it } from "vitest";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";

export interface StoreHarness {
  readonly store: KeyValueStore;
  /** Another instance over the same backing storage, or null when the store is per-instance. */
  readonly reopen: (() => KeyValueStore) | null;
}

export function keyValueStoreContract(name: string, make: () => StoreHarness | Promise<StoreHarness>): void {
  describe(`${name} honours the KeyValueStore contract`, () => {
    it("answers null for a key never set", async () => {
      const { store } = await make();
      expect(store.get(STORAGE_KEYS.token)).toBeNull();
    });

    it("returns what was set, exactly", async () => {
      const { store } = await make();
      const value = 'Bearer eyJ.x"y\n中文 🎉';
      store.set(STORAGE_KEYS.token, value);
      expect(store.get(STORAGE_KEYS.token)).toBe(value);
    });

    it("keeps the empty string as a value, distinct from absent", async () => {
      const { store } = await make();
      store.set(STORAGE_KEYS.guestId, "");
      expect(store.get(STORAGE_KEYS.guestId)).toBe("");
    });

    it("overwrites on a second set", async () => {
      const { store } = await make();
      store.set(STORAGE_KEYS.locale, "en-US");
      store.set(STORAGE_KEYS.locale, "ja");
      expect(store.get(STORAGE_KEYS.locale)).toBe("ja");
    });

    it("forgets a removed key and leaves the others", async () => {
      const { store } = await make();
      store.set(STORAGE_KEYS.token, "t");
      store.set(STORAGE_KEYS.countryCode, "CN");
      store.remove(STORAGE_KEYS.token);
      expect(store.get(STORAGE_KEYS.token)).toBeNull();
      expect(store.get(STORAGE_KEYS.countryCode)).toBe("CN");
    });

    it("accepts removing a key that is not there", async () => {
      const { store } = await make();
      expect(() => store.remove("never-set")).not.toThrow();
      expect(store.get("never-set")).toBeNull();
    });

    it("keeps keys independent, including ones that look alike", async () => {
      const { store } = await make();
      store.set("a", "1");
      store.set("a ", "2");
      store.set("A", "3");
      expect([
        store.get("a"),
        store.get("a "),
        store.get("A"),
        store.get("constructor"),
        store.get("toString"),
      ]).toEqual(["1", "2", "3", null, null]);
    });

    it("keeps large values intact", async () => {
      const { store } = await make();
      const big = "x".repeat(100_000);
      store.set(STORAGE_KEYS.userInfo, big);
      expect(store.get(STORAGE_KEYS.userInfo)).toBe(big);
    });

    it("persists across instances when the backing storage does", async () => {
      const { store, reopen } = await make();
      if (!reopen) return;
      store.set(STORAGE_KEYS.signupWay, "email");
      expect(reopen().get(STORAGE_KEYS.signupWay)).toBe("email");
    });
  });
}
