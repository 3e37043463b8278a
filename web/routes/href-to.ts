import { ROUTE_MANIFEST, type RouteName } from "./route-manifest";

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

/** The query inside the hash; an undefined value is left out. */
export type LinkQuery = URLSearchParams | Readonly<Record<string, string | undefined>>;

/** A route without required parameters may leave them out; one with them must name them. */
export type LinkArgs<N extends RouteName> =
  NoParams extends RouteParamsOf<N>
    ? [params?: RouteParamsOf<N>, query?: LinkQuery]
    : [params: RouteParamsOf<N>, query?: LinkQuery];

function searchOf(query: LinkQuery | undefined): string {
  if (query === undefined) return "";
  if (query instanceof URLSearchParams) return query.toString();
  const defined = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, value]],
  );
  return new URLSearchParams(defined).toString();
}

/**
 * The in-hash location of a route (`/login/email?redirect=%2Fmine`), built from its canonical
 * pattern in the manifest (ADR-0510): a renamed route or a missing parameter is a type error, not
 * a link that lands on the 404 at run time. An optional parameter left out drops its segment.
 */
export function pathTo<N extends RouteName>(name: N, ...[params, query]: LinkArgs<N>): string {
  const values = new Map<string, string | undefined>(Object.entries(params ?? {}));
  const path = ROUTE_MANIFEST[name].paths[0]
    .split("/")
    .flatMap((segment) => {
      if (!segment.startsWith(":")) return [segment];
      const value = values.get(segment.replace(/^:|\?$/g, ""));
      return value === undefined || value === "" ? [] : [encodeURIComponent(value)];
    })
    .join("/");
  const search = searchOf(query);
  return search === "" ? path : `${path}?${search}`;
}

/** The same location as a link's `href` (the query lives inside the hash, ROUTE-HASH-1). */
export const hrefTo = <N extends RouteName>(name: N, ...args: LinkArgs<N>): string =>
  `#${pathTo(name, ...args)}`;
