import { readFileSync } from "node:fs";
import path from "node:path";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { parse } from "regexparam";
import { parseJson } from "../../core/result/parse-json";

/** Written by the build (scripts/app-routes.mjs) from the route manifest. */
export const APP_ROUTES_FILE = "app-routes.json";

const AppRoutes = Schema.Struct({ paths: Schema.Array(Schema.String) });
const decodeAppRoutes = Schema.decodeUnknownOption(AppRoutes);

const known = new Map<string, readonly RegExp[]>();

/** The build's route patterns (`/login/:type?`); none without the file (an older build, a bare folder). */
export function appRoutePaths(staticDir: string): readonly string[] {
  let text: string;
  try {
    text = readFileSync(path.join(staticDir, APP_ROUTES_FILE), "utf8");
  } catch {
    return [];
  }
  const parsed = parseJson(text);
  return parsed.ok ? Option.getOrElse(decodeAppRoutes(parsed.value), () => ({ paths: [] })).paths : [];
}

/** The app's route patterns as the router reads them (regexparam, any case). */
function routePatterns(staticDir: string): readonly RegExp[] {
  const cached = known.get(staticDir);
  if (cached) return cached;
  const patterns = appRoutePaths(staticDir).map((pattern) => parse(pattern).pattern);
  known.set(staticDir, patterns);
  return patterns;
}

/**
 * One regular expression (PCRE and Go RE2 alike, no flags) that matches every real path naming an
 * app route, for the host configurations: each pattern as the router reads it, without its anchors
 * and its optional trailing slash, then one anchor and one optional slash for all. Null when the
 * build names no route.
 */
export function appRouteRegex(paths: readonly string[]): string | null {
  if (paths.length === 0) return null;
  const bodies = paths.map((pattern) =>
    parse(pattern)
      .pattern.source.replace(/^\^/, "")
      .replace(/\\\/\?\$$/, "")
      .replaceAll("\\/", "/"),
  );
  return `^(?:${bodies.join("|")})/?$`;
}

/**
 * Where a real path that names an app route belongs: `/login/email?lang=ru` → `/#/login/email?lang=ru`
 * (the app reads its query inside the hash). Undefined for any other path. Only paths the app
 * routes are moved, so the target is always this origin's page.
 */
export function hashRouteFor(staticDir: string, url: URL): string | undefined {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  if (pathname === "/" || pathname.startsWith("//")) return undefined;
  if (!routePatterns(staticDir).some((pattern) => pattern.test(pathname))) return undefined;
  return `/#${pathname}${url.search}`;
}
