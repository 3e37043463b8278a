import type { StoredPreference } from "../../core/storage/stored-preference";
import { pathTo } from "../routes/href-to";

/**
 * Where the header's back button goes (SHELL-BACK-1): the route's back target, else a stored back URL,
 * else one step back in history when the entry before is the product's own, else the screen's parent
 * (home). Never `history.back()` onto another site or a blank tab (ADR-0380).
 */
export type BackAction =
  { readonly kind: "navigate"; readonly to: string; readonly stored?: true } | { readonly kind: "history" };

export function backAction(
  routeBack: string | undefined,
  /** The services' `preferences.backUrl` (web/services/driver-capabilities.ts): in-app paths only. */
  backUrl: StoredPreference<string> | null,
  /** How many entries before this one are the product's (web/routes/history-depth). */
  productDepth: number,
): BackAction {
  if (routeBack) return { kind: "navigate", to: routeBack };
  const stored = backUrl?.read();
  if (stored) return { kind: "navigate", to: stored, stored: true };
  return productDepth > 0 ? { kind: "history" } : { kind: "navigate", to: pathTo("home") };
}
