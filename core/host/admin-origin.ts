/**
 * Admin domains arrive from the server as bare hosts or full URLs. Only the origin is used, and
 * only for http(s) without credentials: it becomes a login callback and an allow-list entry, so
 * anything odd is dropped rather than repaired.
 */
export const adminOrigin = (raw: string): string | null => {
  const trimmed = raw.trim();
  if (trimmed === "" || /[\s\\]/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username !== "" || url.password !== "" || url.hostname === "") return null;
    return url.origin;
  } catch {
    return null;
  }
};

/** Distinct usable origins, in the server's order. */
export const adminOrigins = (raw: readonly string[]): string[] => {
  const seen = new Set<string>();
  for (const entry of raw) {
    const origin = adminOrigin(entry);
    if (origin !== null) seen.add(origin);
  }
  return [...seen];
};
