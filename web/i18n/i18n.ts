import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { EmbeddedText } from "./embedded-text";
import { lazyLocaleBackend } from "./locale-loader";
import type { Locale } from "../../core/locale/supported-locales";

/** Namespaces the shell itself needs before anything renders. Screens load theirs on demand. */
export const SHELL_NAMESPACES = ["common"] as const;

/**
 * Starts i18next on the resolved locale. No fallback language: all seven locales carry the same keys
 * (a test checks), and a fallback would download a second locale on every first load. `embedded`
 * is the text the prerendered HTML carries: those namespaces are never requested.
 */
export async function startI18n(locale: Locale, embedded?: EmbeddedText | null): Promise<I18n> {
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      ns: [...SHELL_NAMESPACES],
      ...(embedded ? { resources: { [locale]: { ...embedded } }, partialBundledLanguages: true } : {}),
      defaultNS: "common",
      load: "currentOnly",
      interpolation: { escapeValue: false }, // React escapes; server text is always rendered as text
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18next;
}
