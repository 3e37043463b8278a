import { parse } from "regexparam";
import type { Parser } from "wouter";

/**
 * Route patterns are read by wouter's own parser (regexparam: literal segments, `:name`, optional
 * `:name?`, matched without regard to case), so the manifest's patterns mean here what they mean to
 * wouter's Router, Route and Link. The routing decision itself (redirects, the guard) stays a pure
 * function over them (web/routes/resolve-navigation.ts), tested without React and bundled into the
 * HTML's inline boot script, which cannot carry React.
 */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** wouter's `parser` option (Router), which defaults to regexparam's parse. */
export type PatternParser = Parser;

const parsed = new Map<string, ReturnType<PatternParser>>();
const defaultParser: PatternParser = (pattern) => {
  let known = parsed.get(pattern);
  if (!known) parsed.set(pattern, (known = parse(pattern)));
  return known;
};

export function matchPath(
  pattern: string,
  path: string,
  parser: PatternParser = defaultParser,
): RouteParams | null {
  const { pattern: regex, keys } = parser(pattern);
  const found = regex.exec(path);
  if (!found) return null;
  // A parser without keys names its captures as groups (wouter's URLPattern parser does).
  const named: Record<string, string | undefined> = keys
    ? Object.fromEntries(keys.map((key, i) => [key, found[i + 1]]))
    : { ...found.groups };
  const params: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(named))
    params[key] = value === undefined ? undefined : safeDecode(value);
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The in-hash location of a `location.hash`: "#/login?x=1" and "#login?x=1" are "/login?x=1". */
export function hashToLocation(hash: string): string {
  const raw = hash.replace(/^#/, "");
  return raw.startsWith("/") ? raw : `/${raw}`;
}

/** Splits "/login?redirect=x" into its path and query (the query lives inside the hash). */
export function splitLocation(location: string): { path: string; search: string } {
  const at = location.indexOf("?");
  const rawPath = at === -1 ? location : location.slice(0, at);
  const search = at === -1 ? "" : location.slice(at + 1);
  const path = "/" + rawPath.replace(/^[#/]+/, "").replace(/\/+$/, "");
  return { path, search };
}

export function joinLocation(path: string, search: string | URLSearchParams): string {
  const query = typeof search === "string" ? search.replace(/^\?/, "") : search.toString();
  return query ? `${path}?${query}` : path;
}
