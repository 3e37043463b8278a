/**
 * The cookie that tells a server which prerendered language to send for `/` on the next visit
 * (web writes it, server/host/locale-index.ts reads it). Not a preference store: the app's own
 * choice stays in storage (STORAGE_KEYS.locale); this only saves a first paint in the wrong language.
 */
export const LOCALE_COOKIE = "hc_locale";

/** A year: a language choice rarely changes. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const localeCookie = (locale: string): string =>
  `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
