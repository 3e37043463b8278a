import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { bootPreferences } from "../../../web/shell/boot-preferences";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";

describe("the preferences the boot keeps before the services exist (ADR-0430)", () => {
  it("saves the chosen language under its DATA-STORAGE-1 key and reads it back", () => {
    const store = new MemoryKeyValueStore();
    const { locale } = bootPreferences(store);
    expect(locale.read()).toBeNull();
    locale.write("zh-TW");
    expect(store.get(STORAGE_KEYS.locale)).toBe("zh-TW");
    expect(locale.read()).toBe("zh-TW");
  });

  it("reads a stored language as the boot resolves one (case and '_' forgiven), anything else as absent", () => {
    const store = new MemoryKeyValueStore();
    const { locale } = bootPreferences(store);
    store.set(STORAGE_KEYS.locale, "en_au");
    expect(locale.read()).toBe("en-AU");
    for (const raw of ["fr", "zh", "", "<script>", "en-US-x".repeat(10)]) {
      store.set(STORAGE_KEYS.locale, raw);
      expect(locale.read()).toBeNull();
    }
  });

  it("keeps the display mode, and reads anything but pwa or web as absent", () => {
    const store = new MemoryKeyValueStore();
    const { displayMode } = bootPreferences(store);
    displayMode.write("pwa");
    expect(store.get(STORAGE_KEYS.displayMode)).toBe("pwa");
    expect(displayMode.read()).toBe("pwa");
    store.set(STORAGE_KEYS.displayMode, "standalone");
    expect(displayMode.read()).toBeNull();
  });
});
