// ADR-0384: a screen's toast leaves with it (unless it is about the next screen), and no toast ever
// covers the screen's primary button, on a phone and on a desktop, in four languages.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { latestCode, openPage, setFault, uniquePhone } from "./support";
import { toasts, waitForRoute } from "./auth-steps";

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box (not visible)`);
  return box;
}

const primary = (page: Page) => page.locator("form.auth-form button[type=submit]");

/** Every toast shown is clear of the primary button's box, as it is on screen now. */
async function expectPrimaryClear(page: Page): Promise<void> {
  const shown = toasts(page);
  await shown.first().waitFor({ state: "visible" });
  // The toast animates in; its box is read once it stands still.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const button = await boxOf(primary(page));
  for (let i = 0; i < (await shown.count()); i++) {
    const toast = await boxOf(shown.nth(i));
    expect({ toast, button, overlaps: overlaps(toast, button) }).toMatchObject({ overlaps: false });
  }
}

describe.each(["phone", "desktop"] as const)("toasts on a %s", (viewport) => {
  it.each(["zh-CN", "en-US", "ja", "ru"])(
    "%s: the code-sent toast does not follow onto the sign-up form, and no toast covers the primary button",
    async (locale) => {
      // A device that signed up with +86 before: the ru page would otherwise open on +7 (ADR-0493).
      const page = await openPage(`/signup-verify?lang=${locale}`, {
        locale,
        viewport,
        storage: { [STORAGE_KEYS.lastCountry]: "CN" },
        waitFor: "form.auth-form",
      });
      page.setDefaultTimeout(10_000);
      const phone = uniquePhone();
      await page.locator("form.auth-form input[type=tel]").fill(phone);
      await page.locator(".code-button").click();
      await expectPrimaryClear(page);
      const code = await latestCode(phone, "register");
      await page.locator("input[autocomplete=one-time-code]").fill(code);
      await page.locator("form.auth-form").getByRole("checkbox").check();
      await primary(page).click();
      await waitForRoute(page, /^\/signup(\?|$)/);
      await page.locator("form.auth-form input[type=password]").first().waitFor();
      expect(await toasts(page).count()).toBe(0);
      // The sign-up form's own failure toast, with its Create account button low on the screen.
      await setFault({ path: "/sso/v2/registerByPhone", drop: true });
      const passwords = page.locator("form.auth-form input[type=password]");
      await passwords.nth(0).fill("abc12345");
      await passwords.nth(1).fill("abc12345");
      await primary(page).click();
      await expectPrimaryClear(page);
    },
  );
});
