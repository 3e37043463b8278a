import { preloadNamespaces } from "../i18n/locale-loader";
import { numberFormat } from "../i18n/intl-cache";
import { LANDING_AMOUNT_FORMAT, LANDING_STATS_FORMAT } from "../screens/landing/landing-content";
import type { RouteName } from "./route-meta";
import { resolveNavigation } from "./resolve-navigation";
import { SCREEN_CHUNKS } from "./screen-registry";

/**
 * The screen the visitor will see first, following redirects ("/", the legacy landing paths and
 * unknown paths reach /home through one or two). null while it depends on the login state.
 */
export function firstScreenRoute(location: string, locale: string): RouteName | null {
  let navigation = resolveNavigation(location, { isLoggedIn: null, locale });
  for (let hops = 0; hops < 3 && navigation.kind === "redirect"; hops++)
    navigation = resolveNavigation(navigation.to, { isLoggedIn: null, locale });
  return navigation.kind === "render" ? navigation.route.name : null;
}

/**
 * Starts what the first screen is sure to need while the shell's own code and text are still
 * arriving, instead of after the shell has rendered:
 * - its chunk and its locale namespaces download beside the shell's (one round trip, not three);
 * - the landing's number formats (compact figures, amounts) are built in a task of their own now:
 *   constructing the first loads ICU data, a long task that otherwise lands inside the landing's
 *   first render, after the first paint (Lighthouse TBT; measured in docs/decisions.md).
 * Failures are left to the real loads, which retry and show the screen's error state.
 */
export function prepareFirstScreen(location: string, locale: string): void {
  const name = firstScreenRoute(location, locale);
  if (name === null) return;
  const screen = SCREEN_CHUNKS[name];
  screen.load().catch(() => {});
  preloadNamespaces(locale, screen.namespaces);
  if (name === "home") {
    setTimeout(() => {
      numberFormat(locale, LANDING_STATS_FORMAT);
      numberFormat(locale, LANDING_AMOUNT_FORMAT);
    }, 0);
  }
}
