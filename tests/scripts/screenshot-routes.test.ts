// The screenshot list must cover every route of the web app's table.
import { describe, expect, it } from "vitest";
import { SCREENSHOT_ACTIONS, SCREENSHOT_ROUTES } from "../../scripts/lib/screenshot-routes.mjs";
import { ROUTES } from "../../web/routes/route-table";

describe("screenshot routes", () => {
  it("has an entry for every route in web/routes/route-manifest.ts", () => {
    const covered = new Set(SCREENSHOT_ROUTES.map((r) => r.name));
    expect(ROUTES.map((r) => r.name).filter((n) => !covered.has(n))).toEqual([]);
  });

  it("names only routes that exist", () => {
    const names = new Set<string>(ROUTES.map((r) => r.name));
    expect(SCREENSHOT_ROUTES.map((r) => r.name).filter((n) => !names.has(n))).toEqual([]);
  });

  it("names only actions that exist, and gives every extra state its own file name", () => {
    const acts = SCREENSHOT_ROUTES.flatMap((r) => (r.act ? [r.act] : []));
    expect(acts.filter((a) => typeof SCREENSHOT_ACTIONS[a] !== "function")).toEqual([]);
    const slugs = SCREENSHOT_ROUTES.flatMap((r) => (r.slug ? [r.slug] : []));
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
