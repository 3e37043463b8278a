// Legal pages for every type and language, the loose-address fallback, and the account-deletion article.
import { describe, expect, it } from "vitest";
import { currentRoute, expectNoAxeViolations, openPage } from "./support";

const TYPES = ["Android", "iOS", "VIVO"] as const;
const LANGS = ["zh-CN", "en-US", "en-AU", "zh-TW", "ja", "ko", "ru"] as const;

describe("legal pages", () => {
  for (const kind of ["privacy", "eula"] as const) {
    it.each(TYPES)(`/${kind}/%s renders in every language with its contents list`, async (type) => {
      const page = await openPage(`/${kind}/${type}/zh-CN`, { waitFor: ".doc-body h2" });
      for (const lang of LANGS) {
        await page.evaluate((route) => (location.hash = route), `#/${kind}/${type}/${lang}`);
        await page.waitForFunction(
          (l) => document.querySelector(".doc-page")?.getAttribute("lang") === l,
          lang,
        );
        await page.locator(".doc-body h2").first().waitFor();
        expect((await page.locator("h1").first().innerText()).trim().length).toBeGreaterThan(1);
        expect(await page.locator(".doc-body section h2").count()).toBeGreaterThanOrEqual(11);
        expect(await page.locator(".doc-toc a").count()).toBe(
          await page.locator(".doc-body section").count(),
        );
      }
    });
  }

  it("moves to a section from the contents without leaving the route", async () => {
    const page = await openPage("/privacy/Android/en-US", { waitFor: ".doc-toc a" });
    await page.locator(".doc-toc a").nth(6).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("privacy-retention");
    expect(currentRoute(page)).toBe("/privacy/Android/en-US");
  });

  it("falls back to Android and the current language for unknown values", async () => {
    const page = await openPage("/eula/Windows/xx?lang=en-US", { waitFor: ".doc-body h2" });
    await page.waitForFunction(() => location.hash.startsWith("#/eula/Android/"));
    expect(currentRoute(page)).toMatch(/^\/eula\/Android\/en-US/);
    expect(await page.locator("h1").first().innerText()).toBe("User Agreement");
  });

  it("repairs loosely spelled links", async () => {
    const page = await openPage("/privacy/ios/ja", { waitFor: ".doc-body h2" });
    await page.waitForFunction(() => location.hash.startsWith("#/privacy/iOS/ja"));
    expect(await page.locator("h1").first().innerText()).toBe("プライバシーポリシー");
  });

  it.each(["zh-CN", "en-US"])("has no axe violations in %s", async (lang) => {
    for (const route of [`/privacy/iOS/${lang}?lang=${lang}`, `/eula/VIVO/${lang}?lang=${lang}`]) {
      const page = await openPage(route, { locale: lang, waitFor: ".doc-body h2" });
      await expectNoAxeViolations(page);
    }
  });
});

describe("account deletion article", () => {
  it.each(["/support/articles/account-delete", "/DeleteAccount", "/support", "/support/articles"])(
    "%s shows the article",
    async (route) => {
      const page = await openPage(`${route}?lang=en-US`, { locale: "en-US", waitFor: ".doc-body h2" });
      await page.waitForFunction(() => location.hash.startsWith("#/support/articles/account-delete"));
      expect(await page.locator("h1").first().innerText()).toBe("How to delete your account");
      // In-app steps, web steps, what is removed and kept, the waiting period and the contact.
      expect(await page.locator(".doc-body section").count()).toBe(7);
      expect(await page.locator(".doc-section--steps ol > li").count()).toBe(9);
      expect(await page.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    },
  );

  it.each(["zh-CN", "en-US"])("has no axe violations in %s", async (lang) => {
    const page = await openPage(`/support/articles/account-delete?lang=${lang}`, {
      locale: lang,
      waitFor: ".doc-body h2",
    });
    await expectNoAxeViolations(page);
  });
});

describe("legal pages for end users (ADR-0143)", () => {
  // One test a document: the 42 pages in one test took 30 s on a loaded CI runner.
  for (const kind of ["privacy", "eula"] as const)
    it.each(TYPES)(
      `${kind}/%s shows no template banner and no bracketed placeholder in any language`,
      async (type) => {
        const page = await openPage(`/${kind}/${type}/zh-CN`, { waitFor: ".doc-body h2" });
        for (const lang of LANGS) {
          await page.evaluate((route) => (location.hash = route), `#/${kind}/${type}/${lang}`);
          await page.waitForFunction(
            ([l, k]) =>
              document.querySelector(".doc-page")?.getAttribute("lang") === l &&
              document.querySelector(`.doc-body section[id^="${k}-"]`) !== null,
            [lang, kind] as const,
          );
          const text = await page.locator(".doc-page").innerText();
          expect(text, `${kind}/${type}/${lang}`).not.toMatch(/[[［【]/);
          expect(text, `${kind}/${type}/${lang}`).not.toMatch(
            /\{\{|template|模板|テンプレート|шаблон|템플릿/i,
          );
          expect(await page.locator(".doc-page [role=note]").count()).toBe(0);
        }
      },
    );

  it("fill the operator's place with a neutral wording while it is unset", async () => {
    const page = await openPage("/eula/Android/en-US", { waitFor: ".doc-body h2" });
    await expect
      .poll(() => page.locator("#eula-law").innerText())
      .toContain("governed by the laws of the country where the operator of Lumen is registered");
  });
});
