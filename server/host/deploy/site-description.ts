import { readdirSync } from "node:fs";
import path from "node:path";
import { connectOrigins, type RuntimeConfig } from "../../../core/contract/runtime-config-file";
import { SUPPORTED_LOCALES, type Locale } from "../../../core/locale/supported-locales";
import { appRoutePaths, appRouteRegex } from "../app-route-redirect";
import { CACHE_IMMUTABLE, HASHED_ASSETS_PREFIX, LOCALE_INDEX_VARY, cacheControlFor } from "../cache-policy";
import { contentSecurityPolicy, securityHeaders } from "../security-headers";

/**
 * Everything a host configuration needs to send what the bundled server sends, taken from one
 * build and one environment's runtime settings: the generated nginx, Caddy and static-host files
 * are renderings of this, and its headers come from the server's own tables (security-headers.ts,
 * cache-policy.ts), so there is one source of truth.
 */
export interface SiteDescription {
  /** Every response: CSP (with this build's boot hash and this environment's API origins) and the rest. */
  readonly headers: readonly (readonly [string, string])[];
  /** Each file of the site (URL path, no .br/.gz siblings) with its Cache-Control, outside /assets/. */
  readonly files: readonly { readonly path: string; readonly cacheControl: string }[];
  /** Each hashed file under /assets/ (URL path, no .br/.gz siblings), for hosts that list files one by one. */
  readonly assetFiles: readonly string[];
  readonly assetsPrefix: string;
  readonly assetsCacheControl: string;
  /** Languages that have a prerendered `/` page (index.{locale}.html) in this build. */
  readonly locales: readonly Locale[];
  /** What `/` varies on. */
  readonly indexVary: string;
  /** The backend /api/ and /ws/echo are proxied to (an http(s) URL, no path). */
  readonly backend: URL;
  /** Real paths that name an app route (/login), as one regex (app-route-redirect.ts); null: none. */
  readonly appRoutes: string | null;
  /** The same routes as the build lists them (`/login/:type?`), for hosts with their own syntax. */
  readonly appRoutePaths: readonly string[];
}

export interface SiteInput {
  /** The built web root (dist/web). */
  readonly webDir: string;
  readonly scriptHashes: readonly string[];
  readonly runtime: RuntimeConfig;
  readonly backend: string;
}

function* filesUnder(root: string, relative = ""): Generator<string> {
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(root, child);
    else if (entry.isFile()) yield child;
  }
}

export function describeSite(input: SiteInput): SiteDescription {
  const backend = new URL(input.backend);
  if (!/^https?:$/.test(backend.protocol) || backend.pathname !== "/" || backend.search !== "")
    throw new Error(
      `the backend must be an http(s) origin such as http://127.0.0.1:8080, not ${input.backend}`,
    );
  const csp = contentSecurityPolicy(connectOrigins(input.runtime), input.scriptHashes);
  const all = [...filesUnder(input.webDir)]
    .filter((file) => !/\.(?:br|gz)$/.test(file) && !file.split("/").some((part) => part.startsWith(".")))
    .map((file) => `/${file}`)
    .sort();
  const files = all
    .filter((file) => !file.startsWith(HASHED_ASSETS_PREFIX))
    .map((file) => ({ path: file, cacheControl: cacheControlFor(file) }));
  const names = new Set(files.map((file) => file.path));
  return {
    headers: securityHeaders(csp),
    files,
    assetFiles: all.filter((file) => file.startsWith(HASHED_ASSETS_PREFIX)),
    assetsPrefix: HASHED_ASSETS_PREFIX,
    assetsCacheControl: CACHE_IMMUTABLE,
    locales: SUPPORTED_LOCALES.filter((locale) => names.has(`/index.${locale}.html`)),
    indexVary: LOCALE_INDEX_VARY,
    backend,
    appRoutes: appRouteRegex(appRoutePaths(input.webDir)),
    appRoutePaths: appRoutePaths(input.webDir),
  };
}

/**
 * The documented way to run the bundled server as this site's backend: on the backend's address,
 * trusting the proxy in front for the client's address, and accepting the site's public origin.
 */
export function bundledServerCommand(site: SiteDescription, publicOrigin: string): string {
  const host = site.backend.hostname;
  const port = site.backend.port || (site.backend.protocol === "https:" ? "443" : "80");
  return `node dist/server/server.mjs --host ${host} --port ${port} --trust-proxy --public-origin ${publicOrigin}`;
}
