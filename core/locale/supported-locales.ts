/** The interface languages of PROD-LANG-1, in the order the language switch lists them. */
export const SUPPORTED_LOCALES = ["zh-CN", "en-US", "en-AU", "zh-TW", "ja", "ko", "ru"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** LIMIT-DEFAULTS-1: the locale used when nothing else decides. */
export const FALLBACK_LOCALE: Locale = "zh-CN";

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && SUPPORTED_LOCALES.some((locale) => locale === value);

/** The `<html lang>` value per locale (BCP 47; identical to the ids we use). */
export const HTML_LANG: Readonly<Record<Locale, string>> = {
  "zh-CN": "zh-CN",
  "en-US": "en-US",
  "en-AU": "en-AU",
  "zh-TW": "zh-TW",
  ja: "ja",
  ko: "ko",
  ru: "ru",
};
