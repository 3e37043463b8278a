import { useState } from "react";
import { resolveNavigation, type Navigation, type NavigationContext } from "./resolve-navigation";

/**
 * resolveNavigation, the same object while the outcome is (a render's params and query come from the
 * location): the login state's arrival (null → false) then does not re-render a public route's whole
 * screen in one task (ADR-0097).
 */
export function useStableNavigation(location: string, context: NavigationContext): Navigation {
  const next = resolveNavigation(location, context);
  const key =
    next.kind === "redirect"
      ? `redirect ${next.to}`
      : `${next.kind} ${next.route.name} ${next.kind === "render" ? location : ""}`;
  // React's "state from the previous render" pattern.
  const [kept, setKept] = useState({ key, navigation: next });
  if (kept.key === key) return kept.navigation;
  setKept({ key, navigation: next });
  return next;
}
