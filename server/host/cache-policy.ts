import path from "node:path";

/**
 * How long browsers and CDNs may keep each file: one table for the bundled server and for the
 * host configurations generated beside each build (server/host/deploy/), so the two cannot drift.
 * Hashed build output under /assets/ never changes under its name, so it may be cached forever;
 * the HTML, the service worker, the manifest and the runtime settings must be revalidated so a
 * deploy or an operator's edit shows up on the next load.
 */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
export const CACHE_DEFAULT = "public, max-age=3600";
/** A missing file: the next deploy may add it, so no host keeps the 404 (ADR-0468). */
export const CACHE_NOT_FOUND = "no-cache";

/** The folder whose files are named by their content hash. */
export const HASHED_ASSETS_PREFIX = "/assets/";

/** Files (by name, anywhere) that are always revalidated, besides every *.html. */
export const REVALIDATED_FILES: readonly string[] = [
  "index.html",
  "sw.js",
  "service-worker.js",
  "registerSW.js",
  "manifest.webmanifest",
  "manifest.json",
  "runtime-config.json",
];

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith(HASHED_ASSETS_PREFIX)) return CACHE_IMMUTABLE;
  const base = path.posix.basename(urlPath);
  if (REVALIDATED_FILES.includes(base) || base.endsWith(".html")) return CACHE_REVALIDATE;
  return CACHE_DEFAULT;
}

/** What `/` varies on: the language page is chosen by the browser's languages and the app's cookie. */
export const LOCALE_INDEX_VARY = "Accept-Language, Cookie";
