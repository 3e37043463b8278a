import { NOT_FOUND_PAGE } from "../builtin-assets";
import { CACHE_DEFAULT, CACHE_NOT_FOUND } from "../cache-policy";
import { CONTENT_TYPES } from "../content-types";
import { LANGUAGE_DEFAULT, LANGUAGE_KEY_CADDY, languageRules } from "./language-rules";
import { bundledServerCommand, type SiteDescription } from "./site-description";

const quote = (value: string): string => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * A Caddyfile for one build. The site address, web root and backend are environment variables
 * with this build's defaults ({$LUMEN_SITE_ADDRESS}, {$LUMEN_WEB_ROOT}, {$LUMEN_BACKEND}), so one
 * file serves every environment until the next build.
 */
export function caddyfile(site: SiteDescription, defaults: { address: string; root: string }): string {
  const backend = `{$LUMEN_BACKEND:${site.backend.origin}}`;
  const revalidated = site.files.filter((file) => file.cacheControl !== CACHE_DEFAULT);
  const byCache = new Map<string, string[]>();
  // "/" is rewritten to its language page after the headers are set, so it is named too.
  byCache.set("no-cache", ["/"]);
  for (const file of revalidated)
    byCache.set(file.cacheControl, [...(byCache.get(file.cacheControl) ?? []), file.path]);
  const cacheBlocks = [...byCache.entries()].map(([value, paths], index) =>
    [
      `\t@cache${index} path ${paths.join(" ")}`,
      `\theader @cache${index} Cache-Control ${quote(value)}`,
    ].join("\n"),
  );
  const explicit = [site.assetsPrefix + "*", "/api/*", "/ws/*", ...[...byCache.values()].flat()];
  // The server's content types, set before file_server (which keeps a type already set): Caddy's
  // own table has no .webmanifest, and an answer without a type under nosniff is not used (ADR-0468).
  const byType = new Map<string, string[]>();
  for (const [extension, value] of Object.entries(CONTENT_TYPES))
    byType.set(value, [...(byType.get(value) ?? []), `*${extension}`]);
  const typeBlocks = [...byType.entries()].map(([value, patterns], index) =>
    [
      `\t@type${index} path ${patterns.join(" ")}`,
      `\theader @type${index} Content-Type ${quote(value)}`,
    ].join("\n"),
  );
  const proxy = (extra: string[]) =>
    [
      `\t\treverse_proxy ${backend} {`,
      "\t\t\theader_up Host {upstream_hostport}",
      "\t\t\theader_up X-Forwarded-Host {host}",
      // Caddy's own id for the request: a client's X-Request-Id never reaches a backend that trusts it.
      "\t\t\theader_up X-Request-Id {http.request.uuid}",
      // The backend's own copies would double every header the site sends.
      ...site.headers.map(([name]) => `\t\t\theader_down -${name}`),
      ...extra,
      "\t\t}",
    ].join("\n");
  return `# Caddyfile for the Lumen H5 web app, generated from one build by scripts/deploy-artefacts.ts
# (docs/deploy.md). Regenerate it after every build: the CSP carries the build's boot script hash.
# Languages with a prerendered page: ${site.locales.join(", ")}
# When the backend is the bundled server, start it behind this file with --trust-proxy, so each
# client gets its own rate limits instead of all sharing Caddy's address (docs/deploy.md):
#   ${bundledServerCommand(site, `https://<this site's address>`)}

{$LUMEN_SITE_ADDRESS:${defaults.address}} {
\troot * {$LUMEN_WEB_ROOT:${defaults.root}}

\theader {
${site.headers.map(([name, value]) => `\t\t${name} ${quote(value)}`).join("\n")}
\t\t-Server
\t\tdefer
\t}

\theader ${site.assetsPrefix}* Cache-Control ${quote(site.assetsCacheControl)}
${cacheBlocks.join("\n")}
\t@cacheDefault not path ${explicit.join(" ")}
\theader @cacheDefault Cache-Control ${quote(CACHE_DEFAULT)}
${typeBlocks.join("\n")}

\t# The page for / : the app's language cookie, else the browser's first language we have
\t# (server/host/deploy/language-rules.ts; the bundled server decides the same way).
\tmap ${LANGUAGE_KEY_CADDY} {lumen_locale} {
${languageRules()
  .map((rule) => `\t\t~(?i)${rule.pattern} ${rule.locale}`)
  .join("\n")}
\t\tdefault ${LANGUAGE_DEFAULT}
\t}
\t@index path /
\theader @index Vary ${quote(site.indexVary)}
\trewrite @index /index.{lumen_locale}.html

\t# The backend's developer endpoints are never published (the bundled server's proxy refuses them too).
\thandle /api/dev/* {
\t\trespond 404
\t}
\thandle /api/* {
${proxy([])}
\t}
\thandle /ws/echo {
${proxy([])}
\t}
${
  site.appRoutes === null
    ? ""
    : `\t# A real path that names an app route goes to its hash route (/login -> /#/login), query kept,
\t# as the bundled server answers it.
\t@appRoute path_regexp appRoute (?i)${site.appRoutes}
\tredir @appRoute /#{uri} 302
`
}\thandle {
\t\t# The .br/.gz siblings written at build time; nothing is compressed per request.
\t\tfile_server {
\t\t\tprecompressed br gzip
\t\t}
\t}

\t# A missing file: the bundled server's answer (the site's headers, no-cache, its page), not an
\t# empty 404 with the path's hour of caching and none of the security headers (ADR-0468).
\thandle_errors {
\t\theader {
${site.headers.map(([name, value]) => `\t\t\t${name} ${quote(value)}`).join("\n")}
\t\t\tCache-Control ${quote(CACHE_NOT_FOUND)}
\t\t\t-Server
\t\t}
\t\t@notFound expression {err.status_code} == 404
\t\thandle @notFound {
\t\t\theader Content-Type ${quote(CONTENT_TYPES[".html"] ?? "text/html; charset=utf-8")}
\t\t\trespond ${quote(NOT_FOUND_PAGE)} 404
\t\t}
\t\trespond {err.status_code}
\t}
}
`;
}
