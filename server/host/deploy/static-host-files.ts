import path from "node:path";
import { CACHE_NOT_FOUND, CACHE_REVALIDATE } from "../cache-policy";
import { contentTypeFor } from "../content-types";
import type { SiteDescription } from "./site-description";

type Rule = readonly [pattern: string, headers: readonly (readonly [string, string])[]];

/** Cloudflare Pages reads at most this many rules from a `_headers` file. */
export const CLOUDFLARE_PAGES_MAX_RULES = 100;

const HTML = contentTypeFor(".html");

/** One file's rule: the server's Cache-Control and Content-Type for it (ADR-0468). */
const fileRule = (urlPath: string, cacheControl: string): Rule => [
  urlPath,
  [
    ["Cache-Control", cacheControl],
    ["Content-Type", contentTypeFor(path.posix.extname(urlPath))],
  ],
];

const render = (rules: readonly Rule[]): string =>
  `${[
    "# Generated from one build by scripts/deploy-artefacts.ts (docs/deploy.md); regenerate after every build.",
    ...rules.map(([pattern, lines]) =>
      [pattern, ...lines.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    ),
  ].join("\n\n")}\n`;

/**
 * Netlify's `_headers`. Netlify applies every rule whose path matches, a later rule's header
 * replacing an earlier one's, and knows no status: a 404 gets the headers of the path asked for.
 * So `/*` first carries what a missing file gets from the bundled server (the security headers,
 * `no-cache`, the 404 page's type), and every file of the build, hashed assets included, follows
 * with its own Cache-Control and Content-Type. A wildcard such as `/assets/*` would keep a missing
 * chunk's 404 for a year (ADR-0505).
 */
export function netlifyHeaders(site: SiteDescription): string {
  return render([
    ["/*", [...site.headers, ["Cache-Control", CACHE_NOT_FOUND], ["Content-Type", HTML]]],
    ...site.assetFiles.map((file) => fileRule(file, site.assetsCacheControl)),
    [
      "/",
      [
        ["Cache-Control", CACHE_REVALIDATE],
        ["Content-Type", HTML],
        ["Vary", site.indexVary],
      ],
    ],
    ...site.files.map((file) => fileRule(file.path, file.cacheControl)),
  ]);
}

/**
 * Cloudflare Pages' `_headers`. Pages joins a header that several matching rules set with commas
 * (it does not replace), so Cache-Control and Content-Type are set by one rule per path and `/*`
 * carries only the security headers. Pages reads at most 100 rules: the hashed assets are listed
 * one by one when they fit, else under one `/assets/*` rule, where a missing chunk's 404 would
 * carry the year of caching (ADR-0505: a limit of the host, said in docs/deploy.md).
 */
export function cloudflarePagesHeaders(site: SiteDescription): string {
  const fixed = 2 + site.files.length;
  const assets: Rule[] =
    fixed + site.assetFiles.length <= CLOUDFLARE_PAGES_MAX_RULES
      ? site.assetFiles.map((file) => fileRule(file, site.assetsCacheControl))
      : [[`${site.assetsPrefix}*`, [["Cache-Control", site.assetsCacheControl]]]];
  return render([
    ["/*", site.headers],
    ...assets,
    [
      "/",
      [
        ["Cache-Control", CACHE_REVALIDATE],
        ["Content-Type", HTML],
        ["Vary", site.indexVary],
      ],
    ],
    ...site.files.map((file) => fileRule(file.path, file.cacheControl)),
  ]);
}

/** Netlify's Language condition reads the first language's two letters only (docs/deploy.md). */
const NETLIFY_LANGUAGES: readonly (readonly [string, string])[] = [
  ["ja", "ja"],
  ["ko", "ko"],
  ["ru", "ru"],
  ["en", "en-US"],
  ["zh", "zh-CN"],
];

/**
 * Netlify `_redirects`: `/` by language (as far as Netlify can tell) and `/api/*` proxied to the
 * backend. Netlify's proxy carries no WebSocket, so the chat socket needs `socketUrl` in
 * runtime-config.json pointing at the backend (docs/deploy.md).
 */
export function netlifyRedirects(site: SiteDescription): string {
  const lines = NETLIFY_LANGUAGES.filter(([, locale]) => site.locales.some((l) => l === locale)).map(
    ([language, locale]) => `/  /index.${locale}.html  200  Language=${language}`,
  );
  return `${[
    "# Generated from one build by scripts/deploy-artefacts.ts (docs/deploy.md).",
    ...lines,
    "/api/dev/*  /404  404!",
    // A real path that names an app route goes to its hash route (/login -> /#/login).
    ...site.appRoutePaths.flatMap(redirectLines),
    `/api/*  ${site.backend.origin}/api/:splat  200!`,
  ].join("\n")}\n`;
}

/**
 * Cloudflare Pages `_redirects`: real paths that name an app route go to their hash route. Pages
 * proxies nothing to another origin, so there is no `/api/*` line (docs/deploy.md).
 */
export function cloudflarePagesRedirects(site: SiteDescription): string {
  return `${[
    "# Generated from one build by scripts/deploy-artefacts.ts (docs/deploy.md).",
    ...site.appRoutePaths.flatMap(redirectLines),
  ].join("\n")}\n`;
}

/** `/login/:type?` as _redirects lines: one per optional parameter left out, each to its hash route. */
function redirectLines(pattern: string): string[] {
  const optional = pattern.split("/").filter((part) => part.endsWith("?")).length;
  const lines: string[] = [];
  for (let kept = 0; kept <= optional; kept += 1) {
    let seen = 0;
    const parts = pattern.split("/").flatMap((part) => {
      if (!part.endsWith("?")) return [part];
      seen += 1;
      return seen <= kept ? [part.slice(0, -1)] : [];
    });
    const from = parts.join("/") || "/";
    lines.push(`${from}  /#${from}  302`);
  }
  return lines;
}
