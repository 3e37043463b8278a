// SHELL-BACK-1, ADR-0380, ADR-0381: Back never leaves the product and never follows a stale hand-off,
// and the host entrance does not become the visitor's kept attribution.
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { appUrl, baseUrl, currentRoute, newContext, openPage, setServerConfig, appLive } from "./support";
import { confirmDialog, waitForRoute } from "./auth-steps";

const back = (page: Page) => page.locator("header.app-header").getByRole("button", { name: "Back" });
const logo = (page: Page) => page.getByRole("link", { name: "Lumen home" }).first();

describe("the header's Back", () => {
  it("forgets the creator form's hand-off once the visitor leaves the log-in for another screen", async () => {
    const page = await openPage("/invite/blogger?lang=en-US", {
      locale: "en-US",
      waitFor: ".creator-notice",
    });
    page.setDefaultTimeout(8_000);
    await page.locator(".creator-notice").getByRole("link", { name: "Log in" }).click();
    await waitForRoute(page, /^\/login\?/);
    // The log-in for an application first says it needs a logged-in member (FLOW-QUERY-1).
    await confirmDialog(page);
    await logo(page).click();
    await waitForRoute(page, /^\/home/);
    await page.locator(".landing-header__cta").click();
    await waitForRoute(page, /^\/login/);
    await page.locator("form.auth-form").waitFor();
    await back(page).click();
    await waitForRoute(page, /^\/home/);
    expect(currentRoute(page)).toMatch(/^\/home/);
  });

  it("still returns to the creator form straight after the hand-off", async () => {
    const page = await openPage("/invite/blogger?lang=en-US", {
      locale: "en-US",
      waitFor: ".creator-notice",
    });
    page.setDefaultTimeout(8_000);
    await page.locator(".creator-notice").getByRole("link", { name: "Log in" }).click();
    await confirmDialog(page);
    await back(page).click();
    await waitForRoute(page, /^\/invite\/blogger/);
  });

  for (const route of ["/login?lang=en-US", "/signup-verify?lang=en-US"]) {
    it(`on a pasted ${route.split("?")[0]} link after another site goes to the screen's parent, not out of the product`, async () => {
      const context = await newContext({ locale: "en-US" });
      const page = await context.newPage();
      await page.goto("about:blank");
      await page.goto(appUrl(route), { waitUntil: "load" });
      await appLive(page);
      await page.locator("form.auth-form").waitFor();
      expect(await page.evaluate(() => history.length)).toBeGreaterThan(1);
      await back(page).click();
      await page.waitForURL((url) => url.hash.startsWith("#/home"), { timeout: 10_000 });
      expect(page.url().startsWith(baseUrl())).toBe(true);
    });
  }

  it("steps back through the product's own history when there is some", async () => {
    const page = await openPage("/home?lang=en-US", { locale: "en-US", waitFor: "h1" });
    await page.evaluate(() => (location.hash = "#/forgot?lang=en-US"));
    await page.locator("form.auth-form").waitFor();
    await page.evaluate(() => (location.hash = "#/login?lang=en-US"));
    await waitForRoute(page, /^\/login/);
    await back(page).click();
    await waitForRoute(page, /^\/forgot/);
  });
});

describe("the host entrance", () => {
  afterEach(async () => {
    await setServerConfig({ adminDomains: null });
  });

  it("leaves the visitor's kept attribution as it was: the landing's Log in carries no hc_source=ho", async () => {
    await setServerConfig({ adminDomains: [baseUrl()] });
    const page = await openPage("/home?lang=en-US&hc_source=ads", { locale: "en-US", waitFor: "h1" });
    await page.getByRole("button", { name: "Host entrance" }).first().click();
    const route = await waitForRoute(page, /^\/login\?/);
    expect(new URLSearchParams(route.split("?")[1]).get("hc_source")).toBe("ho");
    await page.getByRole("heading", { name: "Host login" }).waitFor();
    await logo(page).click();
    await waitForRoute(page, /^\/home/);
    const href = await page.locator(".landing-header__cta").getAttribute("href");
    const query = new URLSearchParams(String(href).split("?")[1] ?? "");
    expect(query.get("hc_source")).toBe("ads");
    expect(query.get("host")).toBeNull();
  });
});
