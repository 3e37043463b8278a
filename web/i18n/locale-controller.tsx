import type { i18n as I18n } from "i18next";
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { localeCookie } from "../../core/locale/locale-cookie";
import type { StoredPreference } from "../../core/storage/stored-preference";
import { isLocale, type Locale } from "../../core/locale/supported-locales";
import { keepLocaleOffline } from "../pwa/register-service-worker";

/**
 * Changing the language in one place: i18next, the stored choice (DATA-STORAGE-1 locale key) and
 * `<html lang>`. The next locale's namespaces load lazily on change.
 */
export interface LocaleController {
  readonly current: () => Locale;
  /** False when the language's text could not be fetched (offline): nothing changed then. */
  change(locale: Locale): Promise<boolean>;
  subscribe(listener: () => void): () => void;
}

/** `savedLocale`: the boot's `locale` preference (web/shell/boot-preferences.ts). */
export function createLocaleController(i18n: I18n, savedLocale: StoredPreference<Locale>): LocaleController {
  const current = (): Locale => (isLocale(i18n.language) ? i18n.language : "zh-CN");
  document.documentElement.lang = current();
  // The server sends this language's prerendered page next time (server/host/locale-index.ts).
  document.cookie = localeCookie(current());
  return {
    current,
    async change(locale) {
      if (locale !== current()) {
        // Fetched before switching: without a fallback language, a switch whose files did not
        // arrive would show raw keys ("menu.title") everywhere. The page stays as it is instead,
        // the choice unsaved, and the caller says so.
        await i18n.loadLanguages(locale);
        if (!i18n.hasResourceBundle(locale, "common")) return false;
      }
      savedLocale.write(locale);
      document.cookie = localeCookie(locale);
      if (locale === current()) return true;
      await i18n.changeLanguage(locale);
      document.documentElement.lang = locale;
      // A language used once reloads offline in it (ADR-0370).
      keepLocaleOffline(locale);
      return true;
    },
    subscribe(listener) {
      i18n.on("languageChanged", listener);
      return () => i18n.off("languageChanged", listener);
    },
  };
}

const LocaleContext = createContext<LocaleController | null>(null);

export function LocaleProvider({ value, children }: { value: LocaleController; children: ReactNode }) {
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

/** The active locale and the way to change it (saved, `<html lang>` updated). */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<boolean> } {
  const controller = useContext(LocaleContext);
  if (!controller) throw new Error("LocaleProvider is missing");
  const locale = useSyncExternalStore(controller.subscribe, controller.current, controller.current);
  return { locale, setLocale: controller.change };
}
