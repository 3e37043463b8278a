import type { RouteEntry, RouteLayout } from "./route-entry";
import { pathTo } from "./href-to";
import { entryOf, ROUTE_MANIFEST, type RouteName } from "./route-manifest";
import type { RouteDefinition } from "./route-entry";
import type { RouteMeta } from "./route-meta";

type LayoutFlags = Omit<RouteMeta, "public" | "titleKey" | "back">;

const LAYOUTS: { readonly [L in RouteLayout]: LayoutFlags } = {
  landing: { hideHeader: true, landingHeader: true, hostEntrance: true },
  auth: { hideFooter: true, authHeader: true },
  focused: { hideFooter: true },
  page: {},
  legal: { hideMenu: true },
  bare: { hideHeader: true, hideFooter: true },
};

const metaOf = (entry: RouteEntry<RouteName>): RouteMeta => ({
  public: entry.guard === "public",
  titleKey: entry.title,
  back: entry.back && pathTo(entry.back),
  ...LAYOUTS[entry.layout],
});

const isRouteName = (name: string): name is RouteName =>
  Object.prototype.hasOwnProperty.call(ROUTE_MANIFEST, name);

/** The manifest as a list in its order (the matcher's), each entry with its name and layout read out. */
export const ROUTES: readonly RouteDefinition<RouteName>[] = Object.keys(ROUTE_MANIFEST)
  .filter(isRouteName)
  .map((name) => {
    const entry: RouteEntry<RouteName> = ROUTE_MANIFEST[name];
    return { name, paths: entry.paths, meta: metaOf(entry), entry };
  });

/**
 * Where a link to the route goes without parameters: its canonical pattern with the optional
 * parameters left out. Null when the route needs a parameter (it has no bare address).
 */
export function canonicalLocation(name: RouteName): string | null {
  return /:\w+(\/|$)/.test(entryOf(name).paths[0]) ? null : pathTo(name);
}

/** The locations to fetch once idle when `from` is the first screen (entries' `prefetchFrom`). */
export function prefetchListFor(from: RouteName): readonly string[] {
  return ROUTES.filter((route) => route.entry.prefetchFrom?.includes(from)).flatMap((route) => {
    const location = canonicalLocation(route.name);
    return location === null ? [] : [location];
  });
}
