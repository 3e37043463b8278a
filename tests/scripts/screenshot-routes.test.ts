// The screenshot list is the route manifest's routes (scripts/lib/screenshot-routes.mjs): every
// route is shot, each at an address that the app routes to that route, and the extra states it
// names exist.
import { describe, expect, it } from "vitest";
import {
  SCREENSHOT_ACTIONS,
  SCREENSHOT_ROUTES,
  SHOT_ROUTE_NAMES,
} from "../../scripts/lib/screenshot-routes.mjs";
import { matchRoute } from "../../web/routes/resolve-navigation";
import { ROUTES } from "../../web/routes/route-table";

describe("screenshot routes", () => {
  it("shoots every route of web/routes/route-manifest.ts, in its order", () => {
    expect([...new Set(SCREENSHOT_ROUTES.map((r) => r.name))]).toEqual(ROUTES.map((r) => r.name));
  });

  it("gives extra shots only to routes that exist", () => {
    const names = new Set<string>(ROUTES.map((r) => r.name));
    expect(SHOT_ROUTE_NAMES.filter((n) => !names.has(n))).toEqual([]);
  });

  it("opens each shot on its own route (a required parameter left out would land elsewhere)", () => {
    const landed = SCREENSHOT_ROUTES.map((r) => {
      const path = r.path.replace("{lang}", "en-US").split("?")[0]!;
      return `${r.name} ${matchRoute(path)?.route.name ?? "nothing"}`;
    });
    expect(landed).toEqual(SCREENSHOT_ROUTES.map((r) => `${r.name} ${r.name}`));
    expect(SCREENSHOT_ROUTES.find((r) => r.name === "privacy")?.path).toBe("/privacy/Android/{lang}");
  });

  it("names only actions that exist, and gives every extra state its own file name", () => {
    const acts = SCREENSHOT_ROUTES.flatMap((r) => (r.act ? [r.act] : []));
    expect(acts.filter((a) => typeof SCREENSHOT_ACTIONS[a] !== "function")).toEqual([]);
    const slugs = SCREENSHOT_ROUTES.flatMap((r) => (r.slug ? [r.slug] : []));
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
