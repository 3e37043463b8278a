import type { BrowserContext, Page, Route } from "playwright-core";

/**
 * Holds every request of `target` (a page, or a whole context) matching `pattern` until `release()`:
 * a slow network on demand, e.g. a chunk still on its way while the test looks at the page.
 */
export async function holdRequests(target: Page | BrowserContext, pattern: RegExp) {
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
