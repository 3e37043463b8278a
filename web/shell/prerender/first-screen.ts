import { splitLocation } from "../../routes/route-path";
import { settleFirstScreen } from "../start/first-screen-route";
import { entryOf, type RouteName } from "../../routes/route-manifest";
import { canonicalLocation, ROUTES } from "../../routes/route-table";

/**
 * A prerendered first screen: a route written into the HTML at build time, or one of its query
 * variants ("login-assistant": the log-in whose card `?assistant=1` retitles).
 */
export type FirstScreenKey = RouteName | `${RouteName}-${string}`;

/**
 * The first screens written into the HTML at build time, each with the in-hash location it is
 * rendered at: every manifest entry with `prerender`, at its canonical location, and once more per
 * query variant (everything that changes a first render is in the key).
 */
export const FIRST_SCREENS: Readonly<Record<string, string>> = Object.fromEntries(
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
export const FIRST_SCREEN_NAMESPACES: readonly string[] = [
  ...new Set(["common", ...ROUTES.flatMap((route) => (route.entry.prerender ? route.entry.namespaces : []))]),
];

/**
 * The digest of the Suspense boundaries the build leaves to the browser because they need the
 * services (the auth form): React reports them as recoverable errors, which they are not.
 */
export const SERVICES_LEFT_TO_BROWSER = "services-left-to-browser";

/** The screen shown by the HTML itself when JavaScript has not run (`/` is the landing). */
export const DEFAULT_FIRST_SCREEN: FirstScreenKey = "home";

/**
 * Which prerendered markup an in-hash location shows first, or null when none fits it.
 * `untypedVariant`: the type variant a location without a type shows, when it is one of the
 * route's (the log-in's tab of the last log-in on this device, ADR-0441).
 */
export function firstScreenKey(
  location: string,
  locale: string,
  untypedVariant?: string,
): FirstScreenKey | null {
  const { route: name, params } = settleFirstScreen(location, locale);
  const setting = name === null ? undefined : entryOf(name).prerender;
  if (name === null || !setting) return null;
  // Read as parseAppQuery reads such flags (core/query/app-query.ts), without its Schema-based
  // decoding, which would put effect into the HTML's inline script.
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
