import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";

/**
 * Where the header's back button goes (SPEC §2): the route's back target, else a stored back URL,
 * else one step back in history (or home when there is no history to go back to).
 */
export type BackAction = { readonly kind: "navigate"; readonly to: string } | { readonly kind: "history" };

export function backAction(
  routeBack: string | undefined,
  store: KeyValueStore | null,
  historyLength: number,
): BackAction {
  if (routeBack) return { kind: "navigate", to: routeBack };
  const stored = store?.get(STORAGE_KEYS.backUrl)?.trim();
  if (stored && stored.startsWith("/")) return { kind: "navigate", to: stored };
  return historyLength > 1 ? { kind: "history" } : { kind: "navigate", to: "/home" };
}
