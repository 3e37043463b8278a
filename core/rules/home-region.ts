import { isLocale, type Locale } from "../locale/supported-locales";

/** LIMIT-DEFAULTS-1: the region selector's default when nothing about the visitor is known. */
export const DEFAULT_COUNTRY = "CN";

/**
 * The region a visitor reading this language most likely dials from. Chinese (simplified) and
 * American English keep the default: CN is the platform's home market and US English is read
 * everywhere.
 */
const REGION_BY_LOCALE: Readonly<Record<Locale, string>> = {
  "zh-CN": DEFAULT_COUNTRY,
  "en-US": DEFAULT_COUNTRY,
  "en-AU": "AU",
  "zh-TW": "TW",
  ja: "JP",
  ko: "KR",
  ru: "RU",
};

/**
 * The region to preselect: the last one used in a successful sign-up or log-in on this device,
 * else the interface language's, else CN; each only when the list offers it.
 */
export function homeRegion(
  last: string | null,
  locale: string,
  offered: (regionCode: string) => boolean = () => true,
): string {
  if (last !== null && offered(last)) return last;
  const fromLanguage = isLocale(locale) ? REGION_BY_LOCALE[locale] : DEFAULT_COUNTRY;
  return offered(fromLanguage) ? fromLanguage : DEFAULT_COUNTRY;
}
