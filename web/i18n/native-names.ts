import type { Locale } from "../../core/locale/supported-locales";

/**
 * Each language named in itself, so a visitor who cannot read the current language still finds
 * theirs. Deliberately not translated.
 */
export const NATIVE_LOCALE_NAMES: Record<Locale, string> = {
  "zh-CN": "简体中文",
  "en-US": "English (US)",
  "en-AU": "English (Australia)",
  "zh-TW": "繁體中文",
  ja: "日本語",
  ko: "한국어",
  ru: "Русский",
};
