import type { RouteName } from "../../routes/route-manifest";
import type { RouteParams } from "../../routes/route-path";
import { resolveNavigation } from "../../routes/resolve-navigation";

/**
 * Where the visitor's location settles after its redirects ("/", the legacy landing paths and
 * unknown paths reach /home through one or two): the final location and the screen rendered
 * there, or a null route while that depends on the login state. Pure (no screens, no React), so
 * the HTML's inline boot script can carry it too.
 */
export function settleFirstScreen(
  location: string,
  locale: string,
): { readonly location: string; readonly route: RouteName | null; readonly params: RouteParams } {
  let settled = location;
  let navigation = resolveNavigation(settled, { isLoggedIn: null, locale });
  for (let hops = 0; hops < 3 && navigation.kind === "redirect"; hops++) {
    settled = navigation.to;
    navigation = resolveNavigation(settled, { isLoggedIn: null, locale });
  }
  return navigation.kind === "render"
    ? { location: settled, route: navigation.route.name, params: navigation.params }
    : { location: settled, route: null, params: {} };
}
