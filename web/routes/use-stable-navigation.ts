import { useState } from "react";
import { resolveNavigation, type Navigation, type NavigationContext } from "./resolve-navigation";

/** What decides a navigation's outcome (params and query come from the location). */
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
 * resolveNavigation, the same object while the outcome is: the login state's arrival (null → false)
 * then does not re-render a public route's whole screen in one task (ADR-0097).
 */
export function useStableNavigation(location: string, context: NavigationContext): Navigation {
  const next = resolveNavigation(location, context);
  const key = navigationKey(location, next);
  // React's "state from the previous render" pattern.
  const [kept, setKept] = useState({ key, navigation: next });
  if (kept.key !== key) {
    setKept({ key, navigation: next });
    return next;
  }
  return kept.navigation;
}
