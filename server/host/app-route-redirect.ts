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

/** The app's route patterns as the router reads them (regexparam, any case); none without the file. */
function routePatterns(staticDir: string): readonly RegExp[] {
  const cached = known.get(staticDir);
  if (cached) return cached;
  let text = "";
  try {
    text = readFileSync(path.join(staticDir, APP_ROUTES_FILE), "utf8");
  } catch {
    // An older build or a bare static folder: no real path is known to be a route.
  }
  const parsed = parseJson(text);
  const paths = parsed.ok ? Option.getOrElse(decodeAppRoutes(parsed.value), () => ({ paths: [] })).paths : [];
  const patterns = paths.map((pattern) => parse(pattern).pattern);
  known.set(staticDir, patterns);
  return patterns;
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
