// ADR-0405: a legal document on a phone in Russian: its title breaks between words, never inside one
// ("конфиденциально / сти"), and its contents list looks like the links it is.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, openPage } from "./support";

/** The words of the page's H1 that the layout splits across lines (each word's ranges on >1 line). */
async function splitWords(page: Page): Promise<string[]> {
  return page.getByRole("heading", { level: 1 }).evaluate((h1) => {
    const text = h1.firstChild;
    if (!(text instanceof Text)) throw new Error("the heading should be one text node");
    const split: string[] = [];
    for (const match of text.data.matchAll(/\S+/gu)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) split.push(match[0]);
    }
    return split;
  });
}

describe("a legal document read on a phone in Russian", () => {
  for (const width of [390, 320]) {
    it(`${width} px: the title's words stay whole, on one line each`, async () => {
      for (const route of ["/privacy/Android/ru", "/eula/Android/ru"]) {
        const page = await openPage(route, { locale: "ru", viewport: { width, height: 844 } });
        const heading = page.getByRole("heading", { level: 1 });
        expect(await heading.innerText()).toMatch(/[а-яё]{6,}/i);
        expect(await splitWords(page)).toEqual([]);
        // Nothing overflows the screen instead.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }

  it("the contents links are underlined and in the link colour, unlike the body text", async () => {
    const page = await openPage("/privacy/Android/ru", { locale: "ru", viewport: "phone" });
    const contents = page.getByRole("navigation", { name: "Содержание" });
    const link = contents.getByRole("link").first();
    const style = await link.evaluate((el) => {
      const s = getComputedStyle(el);
      const body = getComputedStyle(document.querySelector(".doc-lead") ?? document.body);
      return { line: s.textDecorationLine, color: s.color, bodyColor: body.color };
    });
    expect(style.line).toContain("underline");
    expect(style.color).not.toBe(style.bodyColor);
    await expectNoAxeViolations(page);
  });
});
