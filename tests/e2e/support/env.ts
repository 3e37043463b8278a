// Where the shared server and browser live, as provided by global-setup.ts.
import { inject } from "vitest";

/**
 * Origin of this worker's local server, without a trailing slash (each concurrently running test
 * file has a server of its own). LUMEN_E2E_BASE_URL lets scripts outside Vitest
 * (scripts/screenshots.mjs) reuse these helpers.
 */
export function baseUrl(): string {
  if (process.env.LUMEN_E2E_BASE_URL) return process.env.LUMEN_E2E_BASE_URL;
  const urls = inject("baseUrls");
  const poolId = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(poolId - 1) % urls.length]!;
}

/** Absolute URL of an API path: apiUrl("/sso/getCountryList") → {origin}/api/sso/getCountryList. */
export function apiUrl(apiPath: string): string {
  return `${baseUrl()}/api${apiPath.startsWith("/") ? apiPath : `/${apiPath}`}`;
}

/**
 * URL of an app route. Routes are hash routes: "/home?lang=ja" and "#/home" both open
 * {origin}/#/home…; a full "http…" URL is used as is; use serverUrl() for a real server path.
 */
export function appUrl(route: string): string {
  if (/^https?:/.test(route)) return route;
  if (route.startsWith("#")) return `${baseUrl()}/${route}`;
  return `${baseUrl()}/#${route.startsWith("/") ? route : `/${route}`}`;
}

/** URL of a real path on the server (not a hash route), e.g. "/mini/app/demo/index.html". */
export function serverUrl(realPath: string): string {
  return `${baseUrl()}${realPath.startsWith("/") ? realPath : `/${realPath}`}`;
}
