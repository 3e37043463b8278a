/** Every key the app keeps in its key-value store (SPEC §3 local storage keys and a few more). */
export const STORAGE_KEYS = {
  locale: "hc.locale",
  signupWay: "hc.signupWay",
  guestId: "hc.guestId",
  lastCountry: "hc.lastCountry",
  token: "hc.token",
  countryCode: "hc.countryCode",
  displayMode: "hc.displayMode",
  userInfo: "hc.userInfo",
  userId: "hc.userId",
  fingerprint: "hc.fingerprint",
  backUrl: "hc.backUrl",
  /** Session store: the visitor's attribution query (core/attribution). */
  attribution: "hc.attribution",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
