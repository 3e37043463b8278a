import { useRef } from "react";
import { resolveNavigation, type Navigation, type NavigationContext } from "./resolve-navigation";

/**
 * What decides a navigation's outcome: a render is fully determined by its route and the location
 * (params and query come from it), a redirect by its target, a pending guard by its route.
 */
export function navigationKey(location: string, navigation: Navigation): string {
  switch (navigation.kind) {
    case "render":
      return `render ${navigation.route.name} ${location}`;
    case "pending":
      return `pending ${navigation.route.name}`;
    case "redirect":
      return `redirect ${navigation.to}`;
  }
}

/**
 * resolveNavigation, but the same object for as long as the outcome is the same. The login state
 * arrives with the services after first paint (null → false); on a public route that changes
 * nothing, and an identical navigation lets the route view skip re-rendering the whole screen
 * (a ~120 ms synchronous render of the landing page at 4x CPU: signals update through
 * useSyncExternalStore, which cannot be time-sliced).
 */
export function useStableNavigation(location: string, context: NavigationContext): Navigation {
  const next = resolveNavigation(location, context);
  const key = navigationKey(location, next);
  const kept = useRef<{ key: string; navigation: Navigation } | null>(null);
  if (kept.current?.key !== key) kept.current = { key, navigation: next };
  return kept.current.navigation;
}
