import { preloadNamespaces } from "../../i18n/locale-loader";
import type { RouteName } from "../../routes/route-manifest";
import { firstScreenRoute } from "./first-screen-route";
import { entryOf } from "../../routes/route-manifest";
import { screenChunkOf } from "../../routes/screen-registry";

/**
 * Starts downloading what the screen at an in-hash location renders with: its chunk and the locale
 * namespaces `loaded` does not already hold. Returns the screen's route, or null where the location
 * names none. A failed download is left to the real load, which retries and shows the screen's
 * error state. Shared by the first screen's start-up and the prefetches. `withPart`: the route's part
 * too (ADR-0435); the idle prefetch leaves it to the visitor's intent.
 */
export function startScreenLoad(
  location: string,
  locale: string,
  loaded: (namespace: string) => boolean,
  withPart = true,
): RouteName | null {
  const name = firstScreenRoute(location, locale);
  if (name === null) return null;
  screenChunkOf(name)
    .load()
    .catch(() => {});
  if (withPart)
    entryOf(name)
      .part?.()
      .catch(() => {});
  preloadNamespaces(
    locale,
    entryOf(name).namespaces.filter((ns) => !loaded(ns)),
  );
  return name;
}
