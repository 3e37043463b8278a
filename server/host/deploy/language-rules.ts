import { LOCALE_COOKIE } from "../../../core/locale/locale-cookie";
import { FALLBACK_LOCALE, type Locale } from "../../../core/locale/supported-locales";

/**
 * The bundled server's choice of `/` page (server/host/locale-index.ts: the app's cookie, else the
 * first of the browser's languages we have, FLOW-LOGIN-1 rules) as an ordered list of regular
 * expressions, for hosts that cannot run our code: nginx `map` and Caddy `map` take the first that
 * matches. They match the key `{cookie value}|{Accept-Language}` (LANGUAGE_KEY_*), case-insensitive.
 *
 * Written without lookahead or `{}` counts so one text works in PCRE (nginx), RE2 (Caddy) and
 * JavaScript (the test that checks them against indexLocale). Two differences, both documented in
 * docs/deploy.md: q-values are not sorted (browsers list languages in order of preference anyway),
 * and a language listed with q=0 still counts.
 */
export interface LanguageRule {
  readonly pattern: string;
  readonly locale: Locale;
}

/** Separates the cookie from the header in the key; cannot appear in a locale cookie we write. */
const SEP = "\\|";
/** After one of our language subtags: a region, parameters, the next tag or the end. */
const END = "(?:[-_;,\\s]|$)";
/** A tag whose language is none of ours (zh en ja ko ru), or junk: skipped like resolveLocale does. */
const OTHER_PRIMARY =
  "(?:[a-z][a-z][a-z]+|[abcdfghilmnopqstuvwxy][a-z]|z[a-gi-z]|e[a-mo-z]|j[b-z]|k[a-np-z]|r[a-tv-z]|[a-z])";
const OTHER_TAG = `\\s*(?:${OTHER_PRIMARY}(?:[^a-z,][^,]*)?|[^a-z\\s,][^,]*)?`;

/** A tag resolveLocale ignores as not a language tag at all ("*", "x-…", "i-…", empty). */
const JUNK_TAG = "\\s*(?:(?:[a-z]|[a-z][a-z][a-z][a-z]+)(?:[^a-z,][^,]*)?|[^a-z\\s,][^,]*)?";

/** Tag patterns, most specific first (zh-TW before zh, en-AU before en). */
const BROWSER_TAGS: readonly (readonly [string, Locale])[] = [
  ["zh[-_](?:tw|hk|mo|hant)", "zh-TW"],
  ["zh", "zh-CN"],
  ["en[-_]au", "en-AU"],
  ["en", "en-US"],
  ["ja", "ja"],
  ["ko", "ko"],
  ["ru", "ru"],
];

/** The cookie's exact locale ids, "_" for "-" forgiven as exactLocale does. */
const COOKIE_VALUES: readonly (readonly [string, Locale])[] = [
  ["zh[-_]cn", "zh-CN"],
  ["en[-_]us", "en-US"],
  ["en[-_]au", "en-AU"],
  ["zh[-_]tw", "zh-TW"],
  ["ja", "ja"],
  ["ko", "ko"],
  ["ru", "ru"],
];

/** What the rules fall back to when no rule matches: the browser named only languages we lack. */
export const LANGUAGE_DEFAULT: Locale = "en-US";

export function languageRules(): LanguageRule[] {
  return [
    ...COOKIE_VALUES.map(([value, locale]) => ({ pattern: `^\\s*${value}\\s*${SEP}`, locale })),
    ...BROWSER_TAGS.map(([tag, locale]) => ({
      pattern: `^[^|]*${SEP}(?:${OTHER_TAG},)*\\s*${tag}${END}`,
      locale,
    })),
    // No language tags at all (none, or only junk): the app's own fallback, as resolveLocale.
    { pattern: `^[^|]*${SEP}(?:${JUNK_TAG},)*${JUNK_TAG}$`, locale: FALLBACK_LOCALE },
  ];
}

/** The key in nginx variables and in Caddy placeholders. */
export const LANGUAGE_KEY_NGINX = `$cookie_${LOCALE_COOKIE}|$http_accept_language`;
export const LANGUAGE_KEY_CADDY = `{http.request.cookie.${LOCALE_COOKIE}}|{http.request.header.Accept-Language}`;

/** The locale the rules pick for a cookie value and an Accept-Language header (the tests' oracle). */
export function ruleLocale(cookie: string, acceptLanguage: string): Locale {
  const key = `${cookie}|${acceptLanguage}`;
  for (const rule of languageRules()) if (new RegExp(rule.pattern, "i").test(key)) return rule.locale;
  return LANGUAGE_DEFAULT;
}
