import { preloadNamespaces } from "../../i18n/locale-loader";
import { entryOf } from "../../routes/route-manifest";
import { screenChunkOf } from "../../routes/screen-registry";
import { settleFirstScreen } from "./first-screen-route";

export interface PrefetchOptions {
  readonly locale: () => string;
  /** Whether a namespace is already loaded (the prerendered HTML carries the start-up ones). */
  readonly hasNamespace: (ns: string) => boolean;
}

/**
 * Starts downloading what the screen at an in-hash location renders with: its chunk, the locale
 * namespaces not yet loaded and, unless `withPart` is false, the route's part (ADR-0435). A failed
 * download is left to the real load, which retries and shows the screen's error state.
 */
export function prefetchLocation(location: string, options: PrefetchOptions, withPart = true): void {
  const name = settleFirstScreen(location, options.locale()).route;
  if (name === null) return;
  screenChunkOf(name)
    .load()
    .catch(() => {});
  if (withPart)
    entryOf(name)
      .part?.()
      .catch(() => {});
  preloadNamespaces(
    options.locale(),
    entryOf(name).namespaces.filter((ns) => !options.hasNamespace(ns)),
  );
}

/** The in-app location an element's link goes to, if it is one (`#/login?…`). */
function linkLocation(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const href = target.closest("a[href^='#/']")?.getAttribute("href");
  return href ? href.slice(1) : null;
}

/**
 * Prefetches a screen as soon as the visitor shows intent to open it: pointer over, touch or
 * keyboard focus on its link, a few hundred ms before the click lands. Returns the uninstaller.
 */
export function prefetchOnIntent(options: PrefetchOptions, target: EventTarget = document): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const location = linkLocation(event.target);
    if (location === null || seen.has(location)) return;
    seen.add(location);
    prefetchLocation(location, options);
  };
  const events = ["pointerover", "touchstart", "focusin"] as const;
  for (const type of events) target.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) target.removeEventListener(type, onIntent);
  };
}

/**
 * Prefetches `locations` once the browser is idle, at most 1 s late (a busy page may report no idle
 * period for seconds). A route's part is left to the visitor's intent (ADR-0435): fetched here, it
 * would count in every first visit's bytes for a screen most visitors never open.
 */
export function prefetchWhenIdle(
  locations: readonly string[],
  options: PrefetchOptions,
  // Safari has no requestIdleCallback.
  whenIdle: (run: () => void) => void = (run) =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(run, { timeout: 1000 })
      : setTimeout(run, 1000),
): void {
  whenIdle(() => {
    for (const location of locations) prefetchLocation(location, options, false);
  });
}
