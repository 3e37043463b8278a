import type { ROUTE_MANIFEST, RouteName } from "./route-manifest";
import { ROUTE_PATTERNS } from "./route-patterns";

type NoParams = Record<never, never>;

/** One pattern segment's parameter: `:name` is required, `:name?` optional, a literal none. */
type SegmentParam<S extends string> = S extends `:${infer P}?`
  ? { readonly [K in P]?: string }
  : S extends `:${infer P}`
    ? { readonly [K in P]: string }
    : NoParams;

type PatternParams<Path extends string> = Path extends `/${infer Head}/${infer Rest}`
  ? SegmentParam<Head> & PatternParams<`/${Rest}`>
  : Path extends `/${infer Last}`
    ? SegmentParam<Last>
    : NoParams;

/** The parameters of a route's canonical pattern: `hrefTo("inviteForm", { type: "blogger" })`. */
export type RouteParamsOf<N extends RouteName> = PatternParams<(typeof ROUTE_MANIFEST)[N]["paths"][0]>;

/** The query inside the hash. */
export type LinkQuery = URLSearchParams | Readonly<Record<string, string>>;

/** A route without required parameters may leave them out; one with them must name them. */
export type LinkArgs<N extends RouteName> =
  NoParams extends RouteParamsOf<N>
    ? [params?: RouteParamsOf<N>, query?: LinkQuery]
    : [params: RouteParamsOf<N>, query?: LinkQuery];

/**
 * The in-hash location of a route (`/login/email?redirect=%2Fmine`), built from its canonical
 * pattern in the manifest (ADR-0510): a renamed route or a missing parameter is a type error, not
 * a link that lands on the 404 at run time. An optional parameter left out drops its segment.
 */
export function pathTo<N extends RouteName>(name: N, ...[params, query]: LinkArgs<N>): string {
  const values: Readonly<Record<string, string | undefined>> = params ?? {};
  const path = ROUTE_PATTERNS[name]!.paths[0].replace(/\/:(\w+)\??/g, (_, key: string) => {
    const value = values[key];
    return value ? `/${encodeURIComponent(value)}` : "";
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The same location as a link's `href` (the query lives inside the hash, ROUTE-HASH-1). */
export const hrefTo = <N extends RouteName>(name: N, ...args: LinkArgs<N>): string =>
  `#${pathTo(name, ...args)}`;
