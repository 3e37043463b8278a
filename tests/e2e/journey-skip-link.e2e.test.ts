// ADR-0404: the skip link moves the keyboard to the main content and stays on the screen, both on the
// prerendered HTML before the app's scripts have run and once the app is live (the prerendered screens:
// web/routes/route-manifest.ts `prerender`).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  appUrl,
  collectConsoleErrors,
  currentRoute,
  ENTRY_SCRIPT,
  holdRequests,
  newContext,
  appLive,
} from "./support";

const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.app === "ready");
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** Tabs to the skip link (the page's first stop) and follows it with Enter, as a keyboard user does. */
async function skip(page: Page): Promise<void> {
  const link = page.getByRole("link", { name: "Skip to content" });
  // Back to the top of the page as a fresh visit starts: Chromium's next Tab starts from where the
  // focus last was (main, after an earlier skip), so focus the body itself first.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute("tabindex");
  });
  await page.keyboard.press("Tab");
  await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
}

describe("the skip link", () => {
  for (const route of ["/login", "/forgot"]) {
    it(`${route}: focuses the main content without leaving the screen, before and after the app starts`, async () => {
      const context = await newContext({ locale: "en-US", serviceWorkers: "block" });
      const entry = await holdRequests(context, ENTRY_SCRIPT);
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await page.goto(appUrl(route), { waitUntil: "domcontentloaded" });

      await skip(page);
      expect(await isLive(page)).toBe(false);
      await expect.poll(() => focusedId(page)).toBe("main");
      expect(currentRoute(page)).toBe(route);

      await entry.release();
      await appLive(page, 15_000);
      await skip(page);
      await expect.poll(() => focusedId(page)).toBe("main");
      expect(currentRoute(page)).toBe(route);
      expect(errors).toEqual([]);
    });
  }
});
