// ADR-0167, ADR-0171, ADR-0384: feedback never hides the page. A toast never covers the app bar (its back
// button and title) or the page's heading, on a phone and on a desktop; a toast raised on one screen
// leaves with it (one about the next screen is kept: tests/web/components/toast.test.tsx); on a
// phone it stays above the on-screen keyboard.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { appUrl, collectConsoleErrors, expectNoAxeViolations, newContext, uniqueEmail } from "./support";
import * as auth from "./auth-steps";

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box (not visible)`);
  return box;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What the top of the screen shows: the app bar, its back button and title, and the page heading. */
async function screenTop(page: Page): Promise<Record<string, Box>> {
  const boxes: Record<string, Box> = {};
  const bar = page.locator("header.app-header");
  if (await bar.isVisible()) {
    boxes.appBar = await boxOf(bar);
    const back = bar.getByRole("button", { name: "Back" });
    if (await back.isVisible()) boxes.back = await boxOf(back);
    // The screen's title, or on auth screens the brand in its place (the card's H1 is the title).
    boxes.title = await boxOf(bar.locator(".app-header__title, .app-header__brand").first());
  }
  boxes.heading = await boxOf(page.getByRole("heading", { level: 1 }).first());
  return boxes;
}

/** Every toast on screen is inside the viewport and clear of every part of the screen's top. */
async function expectToastsClear(page: Page): Promise<void> {
  const top = await screenTop(page);
  expect(Object.keys(top)).toContain("heading");
  const viewport = page.viewportSize()!;
  const shown = auth.toasts(page);
  const count = await shown.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const toast = await boxOf(shown.nth(i));
    expect(toast.y + toast.height).toBeLessThanOrEqual(viewport.height);
    expect(toast.x).toBeGreaterThanOrEqual(0);
    expect(toast.x + toast.width).toBeLessThanOrEqual(viewport.width);
    for (const [name, box] of Object.entries(top))
      expect({ part: name, overlaps: overlaps(toast, box) }).toEqual({ part: name, overlaps: false });
  }
}

describe.each(["phone", "desktop"] as const)("toasts on a %s", (viewport) => {
  it("never cover the app bar, the back button, the title or the heading, here or on the next screen", async () => {
    const email = uniqueEmail("toast");
    const page = await auth.openAuth("/signup-verify/email", { viewport });
    await auth.field(page, "Email").fill(email);
    await auth.requestCode(page, email, "register");
    await auth.expectToast(page, /check your email/);
    await expectToastsClear(page);

    // Moving on inside the app while the toast is still up (it stays 5 s): it leaves with its
    // screen (ADR-0384), and the next screen's top is its own.
    await page.evaluate(() => (location.hash = "#/login"));
    await auth.waitForRoute(page, /^\/login$/);
    await page.locator("form.auth-form").waitFor();
    expect(await auth.toasts(page).count()).toBe(0);

    await expectNoAxeViolations(page);
    expect(collectConsoleErrors(page)).toEqual([]);
  });
});

it("on a phone, toasts stay above an on-screen keyboard that only shrinks the visual viewport (iOS)", async () => {
  const context = await newContext({ locale: "en-US", viewport: "phone" });
  // Headless Chromium has no on-screen keyboard; Safari's shows as a visual viewport shorter than
  // the layout viewport. This stands in for it before the app starts.
  await context.addInitScript(() => {
    const viewport = Object.assign(new EventTarget(), { height: innerHeight, offsetTop: 0, scale: 1 });
    Object.defineProperty(window, "visualViewport", { value: viewport, configurable: true });
    Object.assign(window, {
      __keyboard: (height: number) => {
        viewport.height = innerHeight - height;
        viewport.dispatchEvent(new Event("resize"));
      },
    });
  });
  const page = await context.newPage();
  await page.goto(appUrl("/signup-verify/email"));
  await page.locator("form.auth-form").waitFor();
  const email = uniqueEmail("keyboard");
  await auth.field(page, "Email").fill(email);
  await page.evaluate(() => (window as unknown as { __keyboard: (h: number) => void }).__keyboard(336));
  await auth.requestCode(page, email, "register");
  await auth.expectToast(page, /check your email/);
  const visibleBottom = page.viewportSize()!.height - 336;
  await expect
    .poll(async () => {
      const box = await auth.toasts(page).first().boundingBox();
      return box ? box.y + box.height : Infinity;
    })
    .toBeLessThanOrEqual(visibleBottom);
  await expectToastsClear(page);
  // The keyboard closes: the toast goes back to the bottom edge.
  await page.evaluate(() => (window as unknown as { __keyboard: (h: number) => void }).__keyboard(0));
  await expect
    .poll(async () => {
      const box = await auth.toasts(page).first().boundingBox();
      return box ? box.y + box.height : 0;
    })
    .toBeGreaterThan(visibleBottom);
});
