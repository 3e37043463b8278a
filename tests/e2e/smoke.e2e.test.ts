// Smoke test of the whole chain: built app served by the built local server, rendered in Chromium.
import { describe, expect, it } from "vitest";
import { api, collectConsoleErrors, currentRoute, expectNoAxeViolations, openPage } from "./support";

describe("smoke", () => {
  it("serves the API from the same origin", async () => {
    const env = await api("/sso/getCountryList");
    expect(env.code).toBe(200);
  });

  it("redirects / to /home and renders the landing page without console errors", async () => {
    const page = await openPage("/");
    await page.waitForFunction(() => location.hash.startsWith("#/home"));
    expect(currentRoute(page)).toMatch(/^\/home/);
    await page.locator("h1").first().waitFor({ state: "visible" });
    expect(await page.title()).not.toBe("");
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it.each(["zh-CN", "en-US"])(
    "has no axe violations on /home in %s",
    async (locale) => {
      const page = await openPage("/home", { locale });
      await page.waitForFunction((l) => document.documentElement.lang === l, locale);
      await expectNoAxeViolations(page);
      // A whole-landing axe scan takes 15–30 s on a busy 2-core machine.
    },
    90_000,
  );
});
