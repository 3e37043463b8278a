// The generated host configurations against the bundled server's own tables (one source of truth):
// every header the server sends on a file, the static host and Caddy send too, with the same value.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CACHE_DEFAULT,
  CACHE_NOT_FOUND,
  LOCALE_INDEX_VARY,
  cacheControlFor,
} from "../../../server/host/cache-policy";
import { caddyfile } from "../../../server/host/deploy/caddyfile";
import { nginxConfig } from "../../../server/host/deploy/nginx-config";
import { describeSite } from "../../../server/host/deploy/site-description";
import {
  CLOUDFLARE_PAGES_MAX_RULES,
  cloudflarePagesHeaders,
  netlifyHeaders,
  netlifyRedirects,
} from "../../../server/host/deploy/static-host-files";
import { contentTypeFor } from "../../../server/host/content-types";
import { contentSecurityPolicy, securityHeaders } from "../../../server/host/security-headers";

const HASH = "'sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcde='";

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "deploy-site-"));
  for (const file of [
    "index.html",
    "index.html.gz",
    "index.ja.html",
    "index.en-US.html",
    "sw.js",
    "manifest.webmanifest",
    "runtime-config.json",
    "icons/icon-192.png",
    "assets/index-AbC123.js",
    "assets/index-AbC123.js.br",
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), "x");
  }
  return dir;
}

const site = () =>
  describeSite({
    webDir: fakeBuild(),
    scriptHashes: [HASH],
    runtime: { apiBase: "https://api.example.com/api", callbackOrigins: [] },
    backend: "https://api.example.com",
  });

/** `_headers` → its rules in order: pattern, then each header line (name, value). */
function parseHeadersFile(text: string): [string, [string, string][]][] {
  const rules: [string, [string, string][]][] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      rules.push([line.trim(), []]);
      continue;
    }
    const at = line.indexOf(":");
    rules.at(-1)?.[1].push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}

const matches = (pattern: string, urlPath: string): boolean =>
  pattern.endsWith("*") ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;

/** Netlify: every matching rule in file order, a later rule's header replacing an earlier one's. */
function netlifySends(text: string, urlPath: string): Record<string, string> {
  const out = new Map<string, string>();
  for (const [pattern, headers] of parseHeadersFile(text))
    if (matches(pattern, urlPath)) for (const [name, value] of headers) out.set(name, value);
  return Object.fromEntries(out);
}

/** Cloudflare Pages: every matching rule, a header set by several joined with commas. */
function cloudflareSends(text: string, urlPath: string): Record<string, string> {
  const out = new Map<string, string>();
  for (const [pattern, headers] of parseHeadersFile(text))
    if (matches(pattern, urlPath))
      for (const [name, value] of headers)
        out.set(name, out.has(name) ? `${out.get(name)}, ${value}` : value);
  return Object.fromEntries(out);
}

const serverCsp = contentSecurityPolicy(["https://api.example.com/api"], [HASH]);

/** What the bundled server's tables give a path of the fake build: its file's answer, or a 404's. */
function fromTable(urlPath: string): Record<string, string> {
  const file = urlPath === "/" ? "/index.html" : urlPath;
  const missing = urlPath.includes("no-such");
  return {
    ...Object.fromEntries(securityHeaders(serverCsp)),
    "Cache-Control": missing ? CACHE_NOT_FOUND : cacheControlFor(file),
    "Content-Type": missing ? contentTypeFor(".html") : contentTypeFor(path.posix.extname(file)),
    ...(urlPath === "/" ? { Vary: LOCALE_INDEX_VARY } : {}),
  };
}

const FILES = [
  "/",
  "/index.html",
  "/index.ja.html",
  "/sw.js",
  "/manifest.webmanifest",
  "/runtime-config.json",
  "/icons/icon-192.png",
  "/assets/index-AbC123.js",
];
const MISSING = ["/no-such-page.html", "/icons/no-such-icon.png", "/assets/no-such-chunk-AbC123.js"];

describe("the generated _headers (Netlify, Cloudflare Pages)", () => {
  it("Netlify's sends on every file and every missing path exactly the bundled server's table: security headers, Cache-Control, Content-Type", () => {
    const text = netlifyHeaders(site());
    for (const urlPath of [...FILES, ...MISSING])
      expect(netlifySends(text, urlPath), urlPath).toEqual(fromTable(urlPath));
    // No wildcard under /assets/: a chunk missing after a deploy is not kept for a year.
    expect(text).not.toContain("/assets/*");
  });

  it("Cloudflare Pages' sends the table on every file with one value per header, and no year of caching on a missing file", () => {
    const text = cloudflarePagesHeaders(site());
    for (const urlPath of FILES) expect(cloudflareSends(text, urlPath), urlPath).toEqual(fromTable(urlPath));
    for (const urlPath of MISSING) {
      const sent = cloudflareSends(text, urlPath);
      // Pages' own Cache-Control on a 404 (it revalidates every time); the security headers are ours.
      expect(sent, urlPath).toEqual(Object.fromEntries(securityHeaders(serverCsp)));
    }
  });

  it("Cloudflare Pages' stays within the host's 100 rules: a build with more files than fit keeps the assets under one rule", () => {
    const dir = fakeBuild();
    for (let n = 0; n < 120; n += 1) writeFileSync(path.join(dir, "assets", `chunk${n}-AbC123.js`), "x");
    const big = describeSite({
      webDir: dir,
      scriptHashes: [HASH],
      runtime: { apiBase: "https://api.example.com/api", callbackOrigins: [] },
      backend: "https://api.example.com",
    });
    const rules = parseHeadersFile(cloudflarePagesHeaders(big));
    expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE_PAGES_MAX_RULES);
    expect(cloudflareSends(cloudflarePagesHeaders(big), "/assets/chunk7-AbC123.js")["Cache-Control"]).toBe(
      cacheControlFor("/assets/chunk7-AbC123.js"),
    );
    // Netlify has no such limit: every asset keeps its own rule.
    expect(parseHeadersFile(netlifyHeaders(big)).length).toBe(2 + big.files.length + big.assetFiles.length);
  });

  it("carries the build's boot hash and the runtime API origin in CSP, never unsafe-inline for scripts or eval", () => {
    const csp = netlifySends(netlifyHeaders(site()), "/")["Content-Security-Policy"] ?? "";
    expect(csp).toContain(`script-src 'self' ${HASH};`);
    expect(csp).toContain("connect-src 'self' https://api.example.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe|unsafe-eval/);
  });

  it("lists no .br/.gz sibling and no dot-file as a page of the site", () => {
    for (const text of [netlifyHeaders(site()), cloudflarePagesHeaders(site())]) {
      expect(text).not.toMatch(/\.(br|gz)\n/);
      expect(text).not.toContain("/.vite");
    }
  });

  it("sends / to the language page Netlify can tell and proxies /api/ to the backend", () => {
    const text = netlifyRedirects(site());
    expect(text).toContain("/  /index.ja.html  200  Language=ja");
    expect(text).toContain("/  /index.en-US.html  200  Language=en");
    // No page for ko in this build, so no rule for it.
    expect(text).not.toContain("index.ko.html");
    expect(text).toContain("/api/*  https://api.example.com/api/:splat  200!");
  });
});

/** Caddy: the site-wide header block, and each `header <matcher> Cache-Control` with its paths. */
function parseCaddy(text: string) {
  const block = /\n\theader \{\n([^]*?)\n\t\}/.exec(text)?.[1] ?? "";
  const siteWide = new Map<string, string>();
  for (const line of block.split("\n")) {
    const match = /^\t\t([A-Za-z-]+) "(.*)"$/.exec(line);
    if (match) siteWide.set(match[1]!, match[2]!.replace(/\\"/g, '"'));
  }
  const matchers = new Map<string, string[]>();
  for (const match of text.matchAll(/\n\t@(\w+) path (.+)/g)) matchers.set(match[1]!, match[2]!.split(" "));
  const cache = new Map<string, string>();
  for (const match of text.matchAll(/\n\theader (\S+) Cache-Control "(.*)"/g)) {
    const target = match[1]!;
    const paths = target.startsWith("@") ? (matchers.get(target.slice(1)) ?? []) : [target];
    for (const p of paths) cache.set(p, match[2]!);
  }
  return { siteWide, cache, text };
}

describe("the generated Caddyfile", () => {
  it("sends the bundled server's security headers on everything", () => {
    const { siteWide } = parseCaddy(caddyfile(site(), { address: ":8080", root: "/srv/lumen/web" }));
    expect(Object.fromEntries(siteWide)).toEqual(Object.fromEntries(securityHeaders(serverCsp)));
  });

  it("gives each file the server's Cache-Control, and everything else the server's default", () => {
    const { cache, text } = parseCaddy(caddyfile(site(), { address: ":8080", root: "/srv/lumen/web" }));
    expect(cache.get("/assets/*")).toBe(cacheControlFor("/assets/index-AbC123.js"));
    for (const urlPath of [
      "/index.html",
      "/index.ja.html",
      "/sw.js",
      "/manifest.webmanifest",
      "/runtime-config.json",
    ])
      expect(cache.get(urlPath), urlPath).toBe(cacheControlFor(urlPath));
    expect(cache.get("/")).toBe(cacheControlFor("/index.html"));
    expect(text).toContain(`header @cacheDefault Cache-Control "${CACHE_DEFAULT}"`);
    expect(text).toMatch(/@cacheDefault not path \/assets\/\* \/api\/\* \/ws\/\* /);
    expect(text).toContain(`header @index Vary "${LOCALE_INDEX_VARY}"`);
  });

  it("proxies /api/ and the chat socket to one variable, with the build's backend as default", () => {
    const text = caddyfile(site(), { address: ":8080", root: "/srv/lumen/web" });
    expect(text.match(/reverse_proxy \{\$LUMEN_BACKEND:https:\/\/api\.example\.com\}/g)).toHaveLength(2);
    expect(text).toContain("precompressed br gzip");
  });
});

describe("the generated nginx server block", () => {
  it("names the backend once and repeats the site headers in every location (add_header is not inherited)", () => {
    const text = nginxConfig(site(), { listen: "8080", root: "/srv/lumen/web", brotli: false });
    expect(text.match(/server api\.example\.com:443;/g)).toHaveLength(1);
    const locations = text.match(/\n {4}location /g)?.length ?? 0;
    const cspLines = text.match(/add_header Content-Security-Policy/g)?.length ?? 0;
    expect(cspLines).toBe(locations);
    expect(text).toContain("# brotli_static on;");
    expect(nginxConfig(site(), { listen: "8080", root: "/r", brotli: true })).toMatch(
      /\n {4}brotli_static on;/,
    );
  });
});

describe("the proxy recipes and the bundled server behind them", () => {
  it("set the request id from the proxy itself in every proxied location, never passing the client's", () => {
    const nginx = nginxConfig(site(), { listen: "8080", root: "/srv/lumen/web", brotli: false });
    expect(nginx.match(/proxy_set_header X-Request-Id \$request_id;/g)).toHaveLength(2);
    expect(nginx).not.toMatch(/\$http_x_request_id/);
    const caddy = caddyfile(site(), { address: ":8080", root: "/srv/lumen/web" });
    expect(caddy.match(/header_up X-Request-Id \{http\.request\.uuid\}/g)).toHaveLength(2);
  });

  it("start the bundled server with --trust-proxy on the backend's address", () => {
    for (const text of [
      nginxConfig(site(), { listen: "8080", root: "/srv/lumen/web", brotli: false }),
      caddyfile(site(), { address: ":8080", root: "/srv/lumen/web" }),
    ])
      expect(text).toMatch(
        /#\s+node dist\/server\/server\.mjs --host api\.example\.com --port 443 --trust-proxy --public-origin /,
      );
  });
});
