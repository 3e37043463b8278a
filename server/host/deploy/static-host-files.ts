import type { SiteDescription } from "./site-description";

/**
 * `_headers` for Netlify and Cloudflare Pages (same format): the site's headers on every path, then
 * each file's Cache-Control from the server's table, and the language Vary on `/`.
 */
export function staticHostHeaders(site: SiteDescription): string {
  const block = (pattern: string, lines: readonly (readonly [string, string])[]) =>
    [pattern, ...lines.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return `${[
    "# Generated from one build by scripts/deploy-artefacts.ts (docs/deploy.md); regenerate after every build.",
    block("/*", site.headers),
    block(`${site.assetsPrefix}*`, [["Cache-Control", site.assetsCacheControl]]),
    block("/", [
      ["Cache-Control", "no-cache"],
      ["Vary", site.indexVary],
    ]),
    ...site.files.map((file) => block(file.path, [["Cache-Control", file.cacheControl]])),
  ].join("\n\n")}\n`;
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
