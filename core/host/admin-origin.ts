import { normalizeOrigin } from "../callback/callback-url";

/**
 * Admin domains arrive from the server as bare hosts or full URLs. Only the origin is used (as a
 * login callback and an allow-list entry), read by the same rule the callback check uses, so a
 * domain that is probed is also one a callback may point to. Duplicates and junk are dropped.
 */
export const adminOrigins = (raw: readonly string[]): string[] => {
  const seen = new Set<string>();
  for (const entry of raw) {
    const origin = normalizeOrigin(entry);
    if (origin !== null) seen.add(origin);
  }
  return [...seen];
};
