import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { LOCALE_COOKIE } from "../../core/locale/locale-cookie";
import { exactLocale, resolveLocale } from "../../core/locale/resolve-locale";
import type { Locale } from "../../core/locale/supported-locales";
import { serveStatic } from "./static-files";

/** Accept-Language tags, most wanted first (q=0 means "not this one"). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && entry.tag !== "" && entry.tag !== "*")
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The value of one cookie, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The language of the page sent for `/`: the app's choice from its last visit (cookie), else the
 * browser's languages, by the same rule the app starts with (core resolveLocale), so the page's
 * inline boot script agrees with it and nothing has to be loaded twice.
 */
export function indexLocale(headers: IncomingMessage["headers"]): Locale {
  return resolveLocale({
    stored: exactLocale(cookieValue(headers.cookie, LOCALE_COOKIE)),
    browserLanguages: acceptLanguageTags(headers["accept-language"]),
  });
}

/**
 * Serves `/` as the prerendered page of the visitor's language (index.{locale}.html, written by
 * scripts/prerender.mjs). False when this is not `/` or the build has no such page, so the caller
 * serves files as usual.
 */
export async function serveLocaleIndex(
  staticDir: string,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
): Promise<boolean> {
  if (urlPath !== "/") return false;
  const file = `index.${indexLocale(req.headers)}.html`;
  if (!existsSync(path.join(staticDir, file))) return false;
  // Caches must keep one copy per language and per language cookie.
  res.setHeader("Vary", "Accept-Language, Cookie");
  return serveStatic(staticDir, req, res, `/${file}`);
}

const CspHashes = Schema.Struct({
  "script-src": Schema.Array(
    Schema.String.check(Schema.isPattern(/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/)),
  ),
});

/**
 * The inline scripts the build allows by hash (csp-hashes.json beside the built app); none when
 * the file is missing or not of that shape, which leaves the prerendered page without its boot
 * script but never loosens the policy.
 */
export function builtScriptHashes(staticDir: string): readonly string[] {
  const file = path.join(staticDir, "csp-hashes.json");
  if (!existsSync(file)) return [];
  try {
    const decoded = Schema.decodeUnknownOption(CspHashes)(JSON.parse(readFileSync(file, "utf8")));
    return Option.isSome(decoded) ? decoded.value["script-src"] : [];
  } catch {
    return [];
  }
}
