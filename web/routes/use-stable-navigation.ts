import { useState } from "react";
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
 * (signals update through useSyncExternalStore, which cannot be time-sliced; the cost measured is
 * in docs/performance-log.md, ADR-0097).
 */
export function useStableNavigation(location: string, context: NavigationContext): Navigation {
  const next = resolveNavigation(location, context);
  const key = navigationKey(location, next);
  // React's "state from the previous render" pattern: a new outcome is stored during render and
  // returned at once (React re-runs the component before committing anything).
  const [kept, setKept] = useState({ key, navigation: next });
  if (kept.key !== key) {
    setKept({ key, navigation: next });
    return next;
  }
  return kept.navigation;
}
