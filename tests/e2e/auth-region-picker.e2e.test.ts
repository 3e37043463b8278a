// ADR-0162: the region picker has a visible close button, marks the current choice, finds regions
// by the names people type in any language (UK, 美国, США…) best first, and keeps its size while
// the list filters. In en-US, zh-CN and ru, against the server's real list (Intl display names).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations } from "./support";
import { openAuth } from "./auth-steps";

const CASES = [
  {
    locale: "en-US",
    region: "Region",
    close: "Close",
    // The region the page opens on: CN for zh-CN and en-US, the language's own elsewhere (ADR-0493).
    current: "China",
    searches: [
      ["UK", "United Kingdom"],
      ["USA", "United States"],
      ["美国", "United States"],
      ["Великобритания", "United Kingdom"],
    ],
  },
  {
    locale: "zh-CN",
    region: "地区",
    close: "关闭",
    current: "中国",
    searches: [
      ["UK", "英国"],
      ["USA", "美国"],
      ["America", "美国"],
      ["США", "美国"],
    ],
  },
  {
    locale: "ru",
    region: "Регион",
    close: "Закрыть",
    current: "Россия",
    searches: [
      ["UK", "Великобритания"],
      ["Британия", "Великобритания"],
      ["США", "Соединенные Штаты"],
      ["美国", "Соединенные Штаты"],
    ],
  },
] as const;

const openPicker = async (page: Page, region: string) => {
  await page
    .getByRole("button", { name: new RegExp(region) })
    .first()
    .click();
  const picker = page.getByRole("dialog", { name: region });
  await picker.waitFor();
  return picker;
};

describe.each(CASES)(
  "region picker in $locale",
  ({ locale, region, close, current: currentName, searches }) => {
    it("closes with its visible close button and marks the current choice", async () => {
      const page = await openAuth(`/login?lang=${locale}`, { locale });
      const picker = await openPicker(page, region);
      const current = picker.getByRole("option", { selected: true });
      expect(await current.count()).toBe(1);
      expect(await current.innerText()).toContain(currentName);
      expect(await current.locator("svg").count()).toBe(1);
      expect(await current.isVisible()).toBe(true);
      const closeButton = picker.getByRole("button", { name: close });
      expect(await closeButton.isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await closeButton.click();
      await picker.waitFor({ state: "hidden" });
    });

    it("finds regions by their common names, best match first, at a constant sheet size", async () => {
      const page = await openAuth(`/login?lang=${locale}`, { locale });
      const picker = await openPicker(page, region);
      const before = await picker.boundingBox();
      const search = picker.getByRole("combobox");
      for (const [query, name] of searches) {
        await search.fill(query);
        await expect
          .poll(() => picker.getByRole("option").first().innerText(), { timeout: 5_000 })
          .toContain(name);
        const box = await picker.boundingBox();
        expect(box?.height, query).toBe(before?.height);
        expect(box?.y, query).toBe(before?.y);
      }
      await search.fill(searches[0][0]);
      await search.press("Enter");
      await picker.waitFor({ state: "hidden" });
      await page.locator(".auth-phone-row__country .picker__value", { hasText: "+44" }).waitFor();
    });
  },
);
