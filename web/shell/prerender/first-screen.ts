import { splitLocation } from "../../routes/route-path";
import { settleFirstScreen } from "../start/first-screen-route";
import { entryOf, type RouteName } from "../../routes/route-manifest";
import { canonicalLocation, ROUTES } from "../../routes/route-table";

/** A prerendered first screen: a route, or one of its variants ("login-assistant": `?assistant=1`). */
export type FirstScreenKey = RouteName | `${RouteName}-${string}`;

/**
 * The first screens the build writes, each at its in-hash location: every manifest entry with
 * `prerender` at its canonical location, and once per variant (all that changes a first render).
 * Functions, not constants, so the inline boot script, which bundles this module, never builds them.
 */
export const firstScreens = (): Readonly<Record<string, string>> =>
  Object.fromEntries(
    ROUTES.flatMap((route) => {
      const setting = route.entry.prerender;
      const location = canonicalLocation(route.name);
      if (!setting || location === null) return [];
      const variants = (setting.queryVariants ?? []).map((flag) => [
        `${route.name}-${flag}`,
        `${location}?${flag}=1`,
      ]);
      // One render per type variant, at the first type value that shows it.
      const byType = new Map<string, string>();
      for (const [type, variant] of Object.entries(setting.typeVariants ?? {}))
        if (!byType.has(variant)) byType.set(variant, `${location}/${type}`);
      const typed = [...byType].map(([variant, at]) => [`${route.name}-${variant}`, at]);
      return [[route.name, location], ...variants, ...typed];
    }),
  );

/** The locale namespaces the prerendered screens render with (embedded in the HTML as JSON). */
export const firstScreenNamespaces = (): readonly string[] => [
  ...new Set(["common", ...ROUTES.flatMap((route) => (route.entry.prerender ? route.entry.namespaces : []))]),
];

/** The digest of boundaries left to the browser for the services: not the errors React reports them as. */
export const SERVICES_LEFT_TO_BROWSER = "services-left-to-browser";

/** The screen shown by the HTML itself when JavaScript has not run (`/` is the landing). */
export const DEFAULT_FIRST_SCREEN: FirstScreenKey = "home";

/**
 * Which prerendered markup an in-hash location shows first, or null. `untypedVariant`: the variant
 * a location without a type shows (the tab of the last log-in on this device, ADR-0441).
 */
export function firstScreenKey(
  location: string,
  locale: string,
  untypedVariant?: string,
): FirstScreenKey | null {
  const { route: name, params } = settleFirstScreen(location, locale);
  const setting = name === null ? undefined : entryOf(name).prerender;
  if (name === null || !setting) return null;
  // As parseAppQuery reads flags, without the Schema that would put effect in the inline script.
  const query = new URLSearchParams(splitLocation(location).search);
  const flag = setting.queryVariants?.find((candidate) => query.get(candidate) === "1");
  if (flag !== undefined) return `${name}-${flag}`;
  const type = params.type?.toLowerCase();
  const variants = setting.typeVariants ?? {};
  const typed =
    type !== undefined
      ? Object.hasOwn(variants, type)
        ? variants[type]
        : undefined
      : Object.values(variants).find((variant) => variant === untypedVariant);
  return typed === undefined ? name : `${name}-${typed}`;
}
