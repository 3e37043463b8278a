// ADR-0402: on a desktop every page's bar is a site header like the landing's and the auth screens':
// the logo, the language selector, and the content's column rather than the whole screen's width.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { currentRoute, expectNoAxeViolations, openPage, signUpByEmail } from "./support";

interface BarEdges {
  readonly start: number;
  readonly end: number;
}

/** Where the bar's first and last visible controls begin and end. */
async function barEdges(page: Page): Promise<BarEdges> {
  return page.locator("header.app-header").evaluate((header) => {
    const boxes = [...header.querySelectorAll("a, button, select")]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    return { start: Math.min(...boxes.map((r) => r.left)), end: Math.max(...boxes.map((r) => r.right)) };
  });
}

async function expectSiteBar(page: Page, reference: BarEdges): Promise<void> {
  const bar = page.getByRole("banner");
  await expect.poll(() => bar.getByRole("link", { name: "Lumen home" }).isVisible()).toBe(true);
  expect(await bar.getByRole("combobox", { name: "Language" }).isVisible()).toBe(true);
  const edges = await barEdges(page);
  expect(Math.abs(edges.start - reference.start)).toBeLessThanOrEqual(1);
  expect(Math.abs(edges.end - reference.end)).toBeLessThanOrEqual(1);
}

describe("the desktop bar of pages other than the landing and the auth screens", () => {
  it("has the logo and the language selector within the auth bar's column: download, creator, legal, account", async () => {
    const login = await openPage("/login", { locale: "en-US" });
    const reference = await barEdges(login);
    // Not stretched: the column leaves room on both sides of a 1440 px screen.
    expect(reference.start).toBeGreaterThan(150);
    expect(reference.end).toBeLessThan(1440 - 150);

    for (const route of ["/download", "/invite/blogger", "/privacy/Android/en-US"]) {
      const page = await openPage(route, { locale: "en-US" });
      await expectSiteBar(page, reference);
    }
    const mine = await openPage("/mine", { locale: "en-US", session: await signUpByEmail() });
    await expectSiteBar(mine, reference);
    await expectNoAxeViolations(mine);
  });

  it("choosing a language in a legal document's bar shows the document in that language", async () => {
    const page = await openPage("/privacy/Android/en-US", { locale: "en-US" });
    await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("ru");
    await expect.poll(() => currentRoute(page)).toMatch(/^\/privacy\/Android\/ru(\?|$)/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toMatch(/[а-яё]/i);
  });

  it("a phone's bar stays a phone bar: title, no logo or language selector beside it", async () => {
    const page = await openPage("/download", { locale: "en-US", viewport: "phone" });
    const bar = page.getByRole("banner");
    expect(await bar.getByRole("link", { name: "Lumen home" }).isVisible()).toBe(false);
    expect(await bar.getByRole("combobox", { name: "Language" }).isVisible()).toBe(false);
  });
});
