// @vitest-environment happy-dom
import i18next, { type BackendModule } from "i18next";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { createLocaleController } from "../../../web/i18n/locale-controller";
import { bootPreferences } from "../../../web/shell/boot-preferences";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";

/** A backend whose `offline` languages cannot be fetched, as when the network drops. */
async function i18nWith(offline: readonly string[]) {
  const backend: BackendModule = {
    type: "backend",
    init() {},
    read(lng, _ns, callback) {
      if (offline.includes(lng)) callback(new Error("offline"), null);
      else callback(null, { hello: `hello in ${lng}` });
    },
  };
  const instance = i18next.createInstance();
  await instance.use(backend).init({
    lng: "en-US",
    fallbackLng: false,
    ns: ["common"],
    defaultNS: "common",
    maxRetries: 0,
  });
  return instance;
}

describe("createLocaleController", () => {
  it("switches, saves the choice and sets <html lang> once the language's text is in", async () => {
    const i18n = await i18nWith([]);
    const store = new MemoryKeyValueStore();
    const controller = createLocaleController(i18n, bootPreferences(store).locale);
    expect(await controller.change("ja")).toBe(true);
    expect(i18n.language).toBe("ja");
    expect(i18n.t("hello")).toBe("hello in ja");
    expect(store.get(STORAGE_KEYS.locale)).toBe("ja");
    expect(document.documentElement.lang).toBe("ja");
  });

  it("leaves the page as it is, the choice unsaved, when the language cannot be fetched", async () => {
    const i18n = await i18nWith(["ru"]);
    const store = new MemoryKeyValueStore();
    const controller = createLocaleController(i18n, bootPreferences(store).locale);
    expect(await controller.change("ru")).toBe(false);
    expect(i18n.language).toBe("en-US");
    expect(i18n.t("hello")).toBe("hello in en-US");
    expect(store.get(STORAGE_KEYS.locale)).toBeNull();
    expect(document.documentElement.lang).toBe("en-US");
  });
});
