import type { RouteName } from "./route-meta";
import { resolveNavigation } from "./resolve-navigation";

/**
 * The screen the visitor will see first, following redirects ("/", the legacy landing paths and
 * unknown paths reach /home through one or two). null while it depends on the login state.
 * Pure (no screens, no React), so the HTML's inline boot script can carry it too.
 */
export function firstScreenRoute(location: string, locale: string): RouteName | null {
  let navigation = resolveNavigation(location, { isLoggedIn: null, locale });
  for (let hops = 0; hops < 3 && navigation.kind === "redirect"; hops++)
    navigation = resolveNavigation(navigation.to, { isLoggedIn: null, locale });
  return navigation.kind === "render" ? navigation.route.name : null;
}
