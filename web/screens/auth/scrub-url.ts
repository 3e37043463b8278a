/** Query keys that carry a credential and must not stay in the address bar, history or referrers. */
export const SECRET_PARAMS = [
  "token",
  "accessToken",
  "access_token",
  "hloAuth",
  "code",
  "oneTimeToken",
] as const;

/**
 * The hash route without its secrets: the /external/{hloAuth} segment and any credential-like
 * query parameter are dropped, everything else (ma, lang…) is kept.
 */
export function scrubbedHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  const q = raw.indexOf("?");
  const path = q === -1 ? raw : raw.slice(0, q);
  const params = new URLSearchParams(q === -1 ? "" : raw.slice(q + 1));
  for (const key of SECRET_PARAMS) params.delete(key);
  const cleanPath = path.replace(/^\/external\/[^/?#]*/, "/external");
  const search = params.toString();
  return `#${cleanPath}${search ? `?${search}` : ""}`;
}

/** Rewrites the current entry at once (no navigation, no hashchange: the screen keeps what it read). */
export function scrubAddressBar(): void {
  const clean = scrubbedHash(location.hash);
  if (clean === location.hash) return;
  const url = new URL(location.href);
  url.hash = clean;
  history.replaceState(history.state, "", url.href);
}
