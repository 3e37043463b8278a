/** Every key the app keeps in its key-value store (DATA-STORAGE-1 local storage keys and a few more). */
export const STORAGE_KEYS = {
  locale: "hc.locale",
  signupWay: "hc.signupWay",
  guestId: "hc.guestId",
  lastCountry: "hc.lastCountry",
  /** The login tab that last worked on this device (ADR-0146: the form opens on it). */
  loginTab: "hc.loginTab",
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
