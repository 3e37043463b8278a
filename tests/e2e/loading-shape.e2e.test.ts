// ADR-0168: loading states keep the page's shape. While the services are on their way the auth
// card shows its form's skeleton (also in the prerendered HTML), of the form's own height, and a
// screen whose chunk is still loading shows a skeleton of its page in the layout, not a spinner.
// The log-in is its real form from the HTML on, the services or not (ADR-0532).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  appUrl,
  collectConsoleErrors,
  ENTRY_SCRIPT,
  expectNoAxeViolations,
  holdRequests,
  newContext,
  openPage,
  appLive,
} from "./support";

const heightOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().height);

/**
 * The height of `selector` once it is laid out and holds still: React may swap the prerendered
 * element for its own, or hide a boundary's content for a frame, and a detached or hidden element
 * measures 0 — a race, not the page's shape.
 */
async function settledHeight(page: Page, selector: string): Promise<number> {
  let last = -1;
  let settled = 0;
  await expect
    .poll(
      async () => {
        const height = await heightOf(page, selector);
        const same = height > 0 && height === last;
        last = height;
        if (same) settled = height;
        return same;
      },
      // Two equal readings 100 ms apart; a loaded machine may take a few seconds to lay out.
      { interval: 100, timeout: 10_000 },
    )
    .toBe(true);
  return settled;
}

describe.each(["phone", "desktop"] as const)("loading shapes on a %s", (viewport) => {
  it("/login: the log-in form itself shows while the services are held, and keeps its height", async () => {
    // No service worker: it would fetch the held chunk itself, out of the page route's sight.
    const context = await newContext({ locale: "en-US", viewport, serviceWorkers: "block" });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const services = await holdRequests(page, /composition-root-[^/]*\.js$/);
    await page.goto(appUrl("/login"));
    await appLive(page);
    const form = page.locator("form.auth-form[data-live]");
    await form.waitFor();
    expect(await form.getByLabel("Phone number").evaluate((el) => el.tagName)).toBe("INPUT");
    expect(await page.locator(".auth-card__loading").count()).toBe(0);
    expect(await page.locator(".spinner").count()).toBe(0);
    const before = await settledHeight(page, "form.auth-form");
    await expectNoAxeViolations(page);
    // The region list is the services' first question: once it is answered, the form has them.
    const regions = page.waitForResponse((r) => r.url().includes("/sso/getCountryList"), { timeout: 15_000 });
    await services.release();
    await regions;
    expect(Math.abs((await settledHeight(page, "form.auth-form")) - before)).toBeLessThanOrEqual(8);
    expect(errors).toEqual([]);
  });

  for (const [route, form] of [
    ["/signup-verify", "sign-up verify"],
    ["/unlock", "unlock"],
    ["/forgot", "forgot-password"],
    ["/signup", "sign-up"],
  ] as const) {
    it(`${route}: the ${form} form's skeleton has the form's height, and no spinner shows`, async () => {
      // No service worker: it would fetch the held chunk itself, out of the page route's sight.
      const context = await newContext({ locale: "en-US", viewport, serviceWorkers: "block" });
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      // What sign-up verify hands to /signup (without it /signup goes back to verify).
      await context.addInitScript(
        (draft) => sessionStorage.setItem("hc.signupDraft", draft),
        JSON.stringify({
          registerToken: "rt-from-test",
          identifier: { channel: "phone", country: "CN", phone: "13800138000" },
          accountId: "user_k3m9q2xa",
          nickname: "9q2xaUser",
        }),
      );
      const services = await holdRequests(page, /composition-root-[^/]*\.js$/);
      await page.goto(appUrl(route));
      // React renders the boundary the build left to the browser afresh while it hydrates (its
      // fallback again, same size): measure once the page is React's.
      await appLive(page);
      const skeleton = page.locator(".auth-card__loading");
      await skeleton.waitFor();
      expect(await skeleton.getAttribute("role")).toBe("status");
      expect(await skeleton.innerText()).toBe("Loading…");
      expect(await page.locator(".spinner").count()).toBe(0);
      const skeletonHeight = await settledHeight(page, ".auth-card__loading");
      await services.release();
      await page.locator("form.auth-form").waitFor();
      const formHeight = await settledHeight(page, "form.auth-form");
      // Within a few pixels (a hint line's height differs by language), so the card hardly moves.
      expect(Math.abs(formHeight - skeletonHeight)).toBeLessThanOrEqual(8);
      expect(errors).toEqual([]);
    });
  }

  it("a screen whose chunk is still loading shows its page's skeleton under the app bar", async () => {
    // No service worker: once in control after /home it would fetch the download chunk itself,
    // where the page route holding it never sees the request, and the skeleton would be gone.
    const page = await openPage("/home", { locale: "en-US", viewport, serviceWorkers: "block" });
    await appLive(page);
    const chunk = await holdRequests(page, /download\.screen-[^/]*\.js$/);
    await page.evaluate(() => (location.hash = "#/download"));
    const skeleton = page.locator(".page-loading--shaped");
    await skeleton.waitFor();
    expect(await page.locator(".spinner").count()).toBe(0);
    expect(await page.locator("header.app-header").isVisible()).toBe(true);
    // Laid out as a page: as wide as the page's column, from the top of main.
    const box = await skeleton.locator(".page-skeleton").boundingBox();
    expect(box, "the skeleton is laid out while the chunk is held").not.toBeNull();
    expect(box!.width).toBeGreaterThan(Math.min(page.viewportSize()!.width - 1, 1000));
    await expectNoAxeViolations(page);
    await chunk.release();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await skeleton.count()).toBe(0);
  });
});

describe.each([
  ["reduce", "none"],
  ["no-preference", "shimmer"],
] as const)("the skeleton's shimmer with prefers-reduced-motion: %s", (reducedMotion, animation) => {
  it(`is "${animation}" (still for people who asked for less motion)`, async () => {
    const context = await newContext({ locale: "en-US", reducedMotion, serviceWorkers: "block" });
    const page = await context.newPage();
    await holdRequests(page, /composition-root-[^/]*\.js$/);
    await page.goto(appUrl("/forgot"));
    await appLive(page);
    await page.locator(".auth-card__loading .skeleton").first().waitFor();
    // Polled: the skeleton React renders may replace the one from the HTML between finding an
    // element and reading its style, and a detached element's computed style is empty.
    // evaluateAll reads what is there now; evaluate would wait without end for a missing element.
    await expect
      .poll(
        () =>
          page
            .locator(".auth-card__loading .skeleton--field")
            .evaluateAll((els) => (els[0] ? getComputedStyle(els[0]).animationName : "no skeleton")),
        { timeout: 10_000 },
      )
      .toBe(animation);
  });
});

describe("holding a chunk back", () => {
  it("is refused where the service worker could answer past the hold, the entry's too", async () => {
    const context = await newContext({ locale: "en-US" });
    await expect(holdRequests(context, /composition-root-[^/]*\.js$/)).rejects.toThrow(
      /serviceWorkers: "block"/,
    );
    // The worker is registered at load and the entry asked for on the first input (ADR-0450).
    await expect(holdRequests(context, ENTRY_SCRIPT)).rejects.toThrow(/serviceWorkers: "block"/);
    const blocked = await newContext({ locale: "en-US", serviceWorkers: "block" });
    await expect(holdRequests(blocked, /composition-root-[^/]*\.js$/)).resolves.toBeDefined();
  });
});
