import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type Locale } from "./supported-locales";

export interface LocaleSources {
  /** The `lang` query parameter, which also gets saved (ROUTE-LANG-1 navigation guard). */
  readonly queryLang?: string | null;
  /** The locale saved in the key-value store. */
  readonly stored?: string | null;
  /** navigator.languages (or the CLI's LANG), most preferred first. */
  readonly browserLanguages: readonly string[];
}

/** A plausible language tag; anything else is garbage and ignored. */
const TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

/** Exact match, forgiving case and "_" for "-" ("zh_cn" is zh-CN). Used for query and storage. */
export const exactLocale = (value: string | null | undefined): Locale | null => {
  if (typeof value !== "string" || value.length > 35 || !TAG.test(value.trim())) return null;
  const wanted = value.trim().replace(/_/g, "-").toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted) ?? null;
};

/** Traditional-script Chinese regions and script subtags read as zh-TW (a refinement of "zh gives zh-CN"). */
const TRADITIONAL_CHINESE = /^zh-(?:tw|hk|mo|hant)(?:-|$)/;

/**
 * FLOW-LOCALE-1 browser rules for one tag: zh → zh-CN (traditional → zh-TW), ja, ko, ru, en-AU, any
 * other English → en-US. Null when the language is none of ours.
 */
export const browserLocale = (tag: string): Locale | null => {
  const trimmed = tag.trim();
  if (trimmed.length > 35 || !TAG.test(trimmed)) return null;
  const lower = trimmed.replace(/_/g, "-").toLowerCase();
  const language = lower.split("-")[0];
  switch (language) {
    case "zh":
      return TRADITIONAL_CHINESE.test(lower) ? "zh-TW" : "zh-CN";
    case "ja":
      return "ja";
    case "ko":
      return "ko";
    case "ru":
      return "ru";
    case "en":
      return lower === "en-au" || lower.startsWith("en-au-") ? "en-AU" : "en-US";
    default:
      return null;
  }
};

/**
 * Query `lang`, then storage, then the browser's languages (the first one we support), then
 * en-US if the browser named only languages we lack (SPEC "else en-US"), and zh-CN when there
 * is nothing usable at all.
 */
export const resolveLocale = (sources: LocaleSources): Locale => {
  const explicit = exactLocale(sources.queryLang) ?? exactLocale(sources.stored);
  if (explicit !== null) return explicit;
  const tags = sources.browserLanguages.filter((tag) => typeof tag === "string" && TAG.test(tag.trim()));
  for (const tag of tags) {
    const locale = browserLocale(tag);
    if (locale !== null) return locale;
  }
  return tags.length > 0 ? "en-US" : FALLBACK_LOCALE;
};
