// axe on the whole landing page, not only its first screen: every section rendered, the server's
// notices and Android version in place (their loaded look), in both colour schemes, on desktop and
// with the phone menu open, and the notices' error look. zh-CN and en-US.
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { LANDING_SECTIONS } from "../../web/layout/landing-sections";
import { clearFaults, expectNoAxeViolations, openPage, setFault } from "./support";
import { text } from "./shell-steps";

/** Waits until nothing on the landing page is still arriving: sections, notices, version line. */
async function fullyLoaded(page: Page, locale: string): Promise<void> {
  for (const section of LANDING_SECTIONS)
    await page.locator(`#${section.id}`).waitFor({ state: "attached", timeout: 10_000 });
  // The notices are asked for only near view (ADR-0536).
  await page.locator(".notices").scrollIntoViewIfNeeded();
  await page.locator(".notices__item-title, .notices__state").first().waitFor({ timeout: 10_000 });
  expect(await page.locator(".notices .skeleton").count()).toBe(0);
  const apk = page.getByRole("link", {
    name: new RegExp(text(locale, "landing", "download.targets.apk.label")),
  });
  // textContent: the section is laid out only near view (content-visibility), and innerText of a
  // part not laid out reads empty.
  await expect.poll(() => apk.textContent(), { timeout: 10_000 }).toMatch(/\d+\.\d+/);
}

describe.each(["zh-CN", "en-US"])("landing axe in %s", (locale) => {
  afterEach(async () => {
    await clearFaults();
  });

  it.each(["light", "dark"] as const)(
    "has no violations with every section and the server's data loaded (desktop, %s)",
    async (colorScheme) => {
      const page = await openPage(`/home?lang=${locale}`, { locale, colorScheme });
      await fullyLoaded(page, locale);
      await expectNoAxeViolations(page);
    },
    60_000,
  );

  it("has no violations on a phone with the navigation drawer open", async () => {
    const page = await openPage(`/home?lang=${locale}`, { locale, viewport: "phone" });
    await fullyLoaded(page, locale);
    await page.getByRole("button", { name: text(locale, "common", "menu.open") }).click();
    await page.getByRole("dialog", { name: text(locale, "common", "landingNav.label") }).waitFor();
    await expectNoAxeViolations(page);
  }, 60_000);

  it("has no violations when the notices could not be loaded", async () => {
    await setFault({ path: "/public/announcement/all", status: 500 });
    const page = await openPage(`/home?lang=${locale}`, { locale });
    await page
      .locator(".notices")
      .getByText(text(locale, "landing", "notices.error"))
      .waitFor({ timeout: 10_000 });
    await expectNoAxeViolations(page);
  }, 60_000);
});
