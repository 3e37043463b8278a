/**
 * Moving between auth screens keeps the query (callback, host, groupLink…): a user who follows
 * "sign up" from a host login link must still end up where that link meant to go. The keys only
 * the screen that received them understands are left behind.
 */
export function withQuery(path: string, query: URLSearchParams, extra: Record<string, string> = {}): string {
  const next = new URLSearchParams(query);
  for (const key of SCREEN_ONLY_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(extra)) next.set(key, value);
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}

/** Query keys that only make sense on the screen that received them. */
const SCREEN_ONLY_KEYS = ["reset", "qy"] as const;

/**
 * The guard's `redirect` (ROUTE-GUARD-1: /login?redirect={full path}) is an in-app path. Only a plain
 * absolute path is followed; "//host", "/\\host" and anything with spaces or controls is not,
 * so the parameter can never send the user off the site.
 */
export function guardRedirect(raw: string | null): string | null {
  if (raw === null || raw.length > 2048) return null;
  if (!/^\/(?![/\\])[\x21-\x7E]*$/.test(raw)) return null;
  // Back to an auth screen after logging in would be a loop.
  if (/^\/(login|logout|signup|signup-verify|signupVerify|SignUp|forgot|unlock)(?=[/?]|$)/.test(raw))
    return null;
  return raw;
}
