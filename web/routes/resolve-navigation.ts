import { REDIRECTS, type RouteName } from "./route-manifest";
import type { RouteDefinition } from "./route-entry";
import { joinLocation, matchPath, splitLocation, type PatternParser, type RouteParams } from "./route-path";
import { ROUTES } from "./route-table";
import { pathTo } from "./href-to";

export type Navigation =
  | {
      readonly kind: "render";
      readonly route: RouteDefinition<RouteName>;
      readonly params: RouteParams;
      readonly query: URLSearchParams;
    }
  | { readonly kind: "redirect"; readonly to: string }
  /** A protected route while the login state is not known yet (services still loading). */
  | { readonly kind: "pending"; readonly route: RouteDefinition<RouteName> };

export interface NavigationContext {
  /** null while the auth state has not been loaded. */
  readonly isLoggedIn: boolean | null;
  readonly locale: string;
  /** wouter's Router parser (useRouter().parser); regexparam's parse, wouter's default, without it. */
  readonly parser?: PatternParser;
}

export function matchRoute(
  path: string,
  parser?: PatternParser,
): { route: RouteDefinition<RouteName>; params: RouteParams } | null {
  for (const route of ROUTES) {
    for (const pattern of route.paths) {
      const params = matchPath(pattern, path, parser);
      if (params) return { route, params };
    }
  }
  return null;
}

/**
 * The whole routing decision for one hash location (ROUTE-HASH-1): redirects first (keeping the query),
 * unknown paths to "/", then the guard — a non-public route without a token goes to
 * /login?redirect={full path}.
 */
export function resolveNavigation(location: string, context: NavigationContext): Navigation {
  const { path, search } = splitLocation(location);
  const query = new URLSearchParams(search);
  for (const redirect of REDIRECTS) {
    for (const pattern of redirect.paths) {
      const params = matchPath(pattern, path, context.parser);
      if (params) {
        const target = redirect.to({ params, query, locale: context.locale });
        return { kind: "redirect", to: target.includes("?") ? target : joinLocation(target, search) };
      }
    }
  }
  const match = matchRoute(path, context.parser);
  if (!match) return { kind: "redirect", to: "/" };
  if (!match.route.meta.public) {
    if (context.isLoggedIn === null) return { kind: "pending", route: match.route };
    if (!context.isLoggedIn) return { kind: "redirect", to: loginRedirectFor(joinLocation(path, search)) };
  }
  return { kind: "render", route: match.route, params: match.params, query };
}

export function loginRedirectFor(fullPath: string): string {
  return pathTo("login", {}, { redirect: fullPath });
}
