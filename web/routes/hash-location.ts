import { useSyncExternalStore } from "react";
import { historyDepth, stateAt } from "./history-depth";
import { hashToLocation, joinLocation, splitLocation } from "./route-path";

/**
 * Hash routing with the query INSIDE the hash (`#/login?redirect=%2Fmine`), as links from the apps
 * and the existing product use. wouter's own useHashLocation moves the query before the hash on
 * navigation, which would break those links, so the shell plugs this hook into wouter's Router
 * (`hook` and `searchHook`) instead.
 */
const subscribe = (callback: () => void) => {
  addEventListener("hashchange", callback);
  addEventListener("popstate", callback);
  return () => {
    removeEventListener("hashchange", callback);
    removeEventListener("popstate", callback);
  };
};

let prerenderLocation: string | null = null;

/**
 * Where the build-time render (web/shell/prerender) pretends to be: there is no `location` in Node. In
 * the browser hydration reads the real hash, which picked the markup being hydrated.
 */
export function setPrerenderLocation(location: string | null): void {
  prerenderLocation = location;
}

const serverSnapshot = (): string => prerenderLocation ?? currentHashLocation();

/** The full in-hash location, e.g. "/login?redirect=%2Fmine". */
export function currentHashLocation(): string {
  return hashToLocation(location.hash);
}

export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  const target = to.startsWith("/") ? to : `/${to}`;
  if (currentHashLocation() === target) return;
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.hash = target;
  // Each entry carries its depth, so Back knows the entry before it is the product's (ADR-0380).
  if (options.replace) history.replaceState(stateAt(historyDepth(), options.state ?? null), "", url.href);
  else history.pushState(stateAt(historyDepth() + 1, options.state ?? null), "", url.href);
  dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: url.href }));
}

/** wouter location hook: the path part only, so wouter's Link and useLocation keep working. */
export function useHashPath(): [string, typeof navigate] {
  const full = useSyncExternalStore(subscribe, currentHashLocation, serverSnapshot);
  return [splitLocation(full).path, navigate];
}

/** wouter search hook: the query inside the hash, without "?". */
export function useHashSearch(): string {
  const full = useSyncExternalStore(subscribe, currentHashLocation, serverSnapshot);
  return splitLocation(full).search;
}

/** Link href builder for wouter's Link (`hrefs` option of the Router). */
export const hashHref = (href: string): string => `#${href}`;

/**
 * `path` with the address's `?lang` carried on (ROUTE-LANG-1, ADR-0383): a language chosen in the
 * address stays there when the app moves the visitor on, so a reload or a shared link keeps it.
 */
export function keepingLang(path: string, from: string = currentHashLocation()): string {
  const lang = new URLSearchParams(splitLocation(from).search).get("lang");
  if (lang === null) return path;
  const { path: target, search } = splitLocation(path);
  const query = new URLSearchParams(search);
  if (!query.has("lang")) query.set("lang", lang);
  return joinLocation(target, query);
}
