import { startScreenLoad } from "./start-screen-load";

export interface PrefetchOptions {
  readonly locale: () => string;
  /** Whether a namespace is already loaded (the prerendered HTML carries the start-up ones). */
  readonly hasNamespace: (ns: string) => boolean;
}

/**
 * Starts downloading what the screen at an in-hash location renders with (chunk, locale text, and
 * unless `withPart` is false the route's part, ADR-0435).
 */
export function prefetchLocation(location: string, options: PrefetchOptions, withPart = true): void {
  startScreenLoad(location, options.locale(), options.hasNamespace, withPart);
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
 * Prefetches `locations` once the browser is idle (after the first screen and its services), so
 * moving there shows the screen at once. `whenIdle` is requestIdleCallback where it exists. A
 * route's part is left to the visitor's intent (ADR-0435): fetched here, it would count in every
 * first visit's bytes for a screen most visitors never open.
 */
export function prefetchWhenIdle(
  locations: readonly string[],
  options: PrefetchOptions,
  whenIdle: (run: () => void) => void = idle,
): void {
  whenIdle(() => {
    for (const location of locations) prefetchLocation(location, options, false);
  });
}

/**
 * requestIdleCallback, but at most 1 s late: headless and busy pages may report no idle period for
 * seconds, and the move to the next screen should not wait for one.
 */
function idle(run: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 1000);
}
