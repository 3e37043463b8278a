// Installability and the offline shell: Chromium reports no installability errors for
// the served app, and once the service worker controls the page a reload with the network off
// still renders the shell.
import { chromium, type Page } from "playwright-core";
import { freshProfileDir, playwrightLaunchOptions } from "../../scripts/lib/chromium.mjs";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { appUrl, openPage, serverUrl } from "./support";
import { expectRoute, text } from "./shell-steps";

/** Waits until the service worker is active and controls this page (it claims clients on activate). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, {
    timeout: 20_000,
  });
}

describe("installable app", () => {
  it("has no installability errors in Chromium", async () => {
    // Chromium never installs from an incognito profile, and every context of the shared browser is
    // one; so this test starts its own Chromium on a real (temporary) profile.
    const context = await chromium.launchPersistentContext(freshProfileDir(), {
      ...playwrightLaunchOptions(),
      locale: "en-US",
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(appUrl("/home"));
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send("Page.getAppManifest")) as {
        url: string;
        errors: { message: string }[];
      };
      expect(manifest.url).toBe(serverUrl("/manifest.webmanifest"));
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: { errorId: string; errorArguments: unknown[] }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("renders the shell offline after the service worker took over", async () => {
    const page = await openPage("/home", { locale: "en-US" });
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await page.reload();
    await expectRoute(page, "/home");
    await page
      .getByRole("navigation", { name: text("en-US", "common", "landingNav.label") })
      .first()
      .waitFor();
    await page.getByRole("heading", { level: 1, name: text("en-US", "landing", "hero.title") }).waitFor();
    // Another screen (its chunk was precached) renders too.
    await page.evaluate(() => (location.hash = "/404"));
    await page
      .getByRole("heading", { level: 1, name: text("en-US", "common", "errorPages.notFound.title") })
      .waitFor();
  });

  it("keeps the app shell cached when another page of the origin was opened", async () => {
    const page = await openPage("/home", { locale: "en-US" });
    await waitForServiceWorker(page);
    // A same-origin page that is not the app (the mini-app of the one-time hand-off).
    await page.goto(serverUrl("/mini/app/demo/index.html"));
    await page.getByRole("heading", { name: "Demo mini-app" }).waitFor();
    await page.context().setOffline(true);
    await page.goto(serverUrl("/#/home"));
    await page
      .getByRole("heading", { level: 1, name: text("en-US", "landing", "hero.title") })
      .waitFor({ timeout: 10_000 });
  });
});

describe("display mode (DATA-STORAGE-1)", () => {
  it("is kept as web in a browser tab, in place of whatever was stored (ADR-0430)", async () => {
    const page = await openPage("/home", { storage: { [STORAGE_KEYS.displayMode]: "standalone" } });
    await page.waitForFunction((key) => localStorage.getItem(key) === "web", STORAGE_KEYS.displayMode, {
      timeout: 10_000,
    });
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.displayMode)).toBe("web");
  });
});
