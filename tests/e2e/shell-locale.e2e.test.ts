// `lang` in the query (ROUTE-LANG-1 guard) for all seven locales: it sets <html lang>, the document
// title and the visible texts, and is saved, so the language survives a reload without the query.
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { collectConsoleErrors, openPage } from "./support";
import { LOCALES, documentTitle, expectRoute, stored, text, visit } from "./shell-steps";

describe("lang query", () => {
  it("switches and saves every locale", async () => {
    // The browser says en-US, so every switch (zh-CN first) is visible.
    const page = await openPage("/404", { locale: "en-US" });
    const h1 = page.locator("main h1");
    for (const locale of LOCALES) {
      await visit(page, `/404?lang=${locale}`);
      await expectRoute(page, `/404?lang=${locale}`, documentTitle(locale, "notFound"));
      // Poll: en-US and en-AU share titles, so the route/title wait can pass before the switch lands.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 })
        .toBe(locale);
      await expect
        .poll(() => h1.innerText(), { timeout: 10_000 })
        .toBe(text(locale, "common", "errorPages.notFound.title"));
      await expect.poll(() => stored(page, STORAGE_KEYS.locale)).toBe(locale);

      // Another page without the query, after a reload: still this language.
      await visit(page, "/401");
      await page.reload();
      await expectRoute(page, "/401", documentTitle(locale, "unauthorized"));
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 })
        .toBe(locale);
      await expect
        .poll(() => h1.innerText(), { timeout: 10_000 })
        .toBe(text(locale, "common", "errorPages.unauthorized.title"));
    }
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("ignores an unsupported lang and keeps the current language", async () => {
    const page = await openPage("/404?lang=xx-YY", { locale: "ja" });
    await expectRoute(page, "/404?lang=xx-YY", documentTitle("ja", "notFound"));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");
  });
});
