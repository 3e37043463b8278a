import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";

/**
 * Where the header's back button goes (SHELL-BACK-1): the route's back target, else a stored back URL,
 * else one step back in history when the entry before is the product's own, else the screen's parent
 * (home). Never `history.back()` onto another site or a blank tab (ADR-0380).
 */
export type BackAction =
  { readonly kind: "navigate"; readonly to: string; readonly stored?: true } | { readonly kind: "history" };

/**
 * The stored back URL is written by a screen that hands the visitor to another flow and expects
 * them back (the creator form sending them to log in or sign up: `rememberBackUrl`); it is used
 * once, and forgotten when they return (ADR-0152) or go on to any screen outside the auth flow it
 * sent them to (ADR-0380), so a later visit to the log-in does not lead back to that old form.
 */
export function rememberBackUrl(store: KeyValueStore, path: string): void {
  store.set(STORAGE_KEYS.backUrl, path);
}

export function forgetBackUrl(store: KeyValueStore): void {
  store.remove(STORAGE_KEYS.backUrl);
}

export function backAction(
  routeBack: string | undefined,
  store: KeyValueStore | null,
  /** How many entries before this one are the product's (web/routes/history-depth). */
  productDepth: number,
): BackAction {
  if (routeBack) return { kind: "navigate", to: routeBack };
  const stored = store?.get(STORAGE_KEYS.backUrl)?.trim();
  if (stored && stored.startsWith("/") && !stored.startsWith("//"))
    return { kind: "navigate", to: stored, stored: true };
  return productDepth > 0 ? { kind: "history" } : { kind: "navigate", to: "/home" };
}
