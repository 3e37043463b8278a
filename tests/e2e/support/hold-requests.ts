import type { BrowserContext, Page, Route } from "playwright-core";
import { keepsServiceWorkerOut } from "./browser";

/** The entry script, which the boot script asks for on the visitor's first input (ADR-0450). */
export const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Holds every request of `target` (a page, or a whole context) matching `pattern` until `release()`:
 * a slow network on demand, e.g. a chunk still on its way while the test looks at the page.
 * Refuses any hold unless the context keeps the service worker out: the boot script registers it at
 * load, it precaches the app's chunks (the entry too) and claims the page, and a route never sees
 * what the worker answers, so such a hold slips on a loaded machine (it did: auth-inputs-paced,
 * 2026-11-26).
 */
export async function holdRequests(target: Page | BrowserContext, pattern: RegExp) {
  const context = "context" in target ? target.context() : target;
  if (!keepsServiceWorkerOut(context))
    throw new Error(
      `holdRequests(${String(pattern)}): open the context with serviceWorkers: "block", or the worker answers past the hold`,
    );
  const held: Route[] = [];
  let open = false;
  await target.route(pattern, (route) => (open ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
