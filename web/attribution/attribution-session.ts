/**
 * The browsing session's attribution (ADR-0149): captured from the query of every route the
 * visitor lands on, before any screen reads it, and read by the links to the auth screens, the
 * sign-up form and the HTTP headers. sessionStorage for the referral, localStorage for guestId.
 */
import { useSyncExternalStore } from "react";
import { LocalStorageStore } from "../../adapters/storage/local-storage-store";
import { withAttribution, type Attribution } from "../../core/attribution/attribution";
import { AttributionKeeper } from "../../core/attribution/attribution-keeper";
import { currentHashLocation } from "../routes/hash-location";
import { splitLocation } from "../routes/route-path";

export const attributionKeeper = new AttributionKeeper(
  new LocalStorageStore(() => globalThis.sessionStorage),
  new LocalStorageStore(),
);

const captureNow = (): void => {
  attributionKeeper.capture(new URLSearchParams(splitLocation(currentHashLocation()).search));
};

/**
 * Captures the landing URL and then every navigation. Registered at boot, before React subscribes
 * to the location, so a screen rendered for a new URL already sees its values kept.
 */
export function startAttributionCapture(): void {
  captureNow();
  addEventListener("hashchange", captureNow);
  addEventListener("popstate", captureNow);
}

/** The prerendered HTML carries no visitor's referral; hydration starts from none, then catches up. */
const NONE: Attribution = {};

/**
 * Nothing kept reads as NONE itself: after hydration React compares the server snapshot with the
 * client's, and a different empty object forced a synchronous re-render of every header link
 * (ADR-0179).
 */
const clientSnapshot = (): Attribution => {
  const kept = attributionKeeper.current();
  return Object.keys(kept).length === 0 ? NONE : kept;
};

export function useAttribution(): Attribution {
  return useSyncExternalStore(
    (listener) => attributionKeeper.subscribe(listener),
    clientSnapshot,
    () => NONE,
  );
}

/** `#{path}` carrying the kept attribution: every in-app link to an auth screen uses it. */
export function useAttributedHref(path: string): string {
  return `#${withAttribution(path, useAttribution())}`;
}
