/**
 * The preferences read before the services exist (ADR-0430), decoded by literal checks rather than
 * effect/Schema, which stays out of the start (ADR-0099).
 */
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import { exactLocale } from "../../core/locale/resolve-locale";
import type { Locale } from "../../core/locale/supported-locales";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { storedPreference, type StoredPreference } from "../../core/storage/stored-preference";
import type { DisplayMode } from "../pwa/display-mode";
import { loginTabOf, type LoginTypeTab } from "../routes/login-types";

export interface BootPreferences {
  /** The language the visitor chose; read as the boot resolves it (case and "_" forgiven). */
  readonly locale: StoredPreference<Locale>;
  readonly displayMode: StoredPreference<DisplayMode>;
  /** The tab of the last log-in on this device; the live form writes it through its services. */
  readonly loginTab: StoredPreference<LoginTypeTab>;
}

const DISPLAY_MODES: readonly DisplayMode[] = ["pwa", "web"];

export function bootPreferences(store: KeyValueStore): BootPreferences {
  return {
    locale: storedPreference(store, STORAGE_KEYS.locale, {
      decode: exactLocale,
      encode: (locale) => locale,
    }),
    displayMode: storedPreference(store, STORAGE_KEYS.displayMode, {
      decode: (raw) => DISPLAY_MODES.find((mode) => mode === raw) ?? null,
      encode: (mode) => mode,
    }),
    loginTab: storedPreference(store, STORAGE_KEYS.loginTab, { decode: loginTabOf, encode: (tab) => tab }),
  };
}
