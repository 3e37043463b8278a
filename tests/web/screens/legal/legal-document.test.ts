import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../../../core/locale/supported-locales";
import { LEGAL_TYPES } from "../../../../web/components/document/legal-path";
import { legalOutline, resolveLegalParams } from "../../../../web/screens/legal/legal-document";

describe("resolveLegalParams", () => {
  it("accepts every type and lang as written in links", () => {
    for (const type of LEGAL_TYPES)
      for (const lang of SUPPORTED_LOCALES) {
        expect(resolveLegalParams(type, lang, "zh-CN")).toEqual({ type, lang, canonical: true });
      }
  });

  it("repairs loose spellings and falls back to Android and the current locale", () => {
    expect(resolveLegalParams("ios", "zh_cn", "en-US")).toEqual({
      type: "iOS",
      lang: "zh-CN",
      canonical: false,
    });
    expect(resolveLegalParams("Windows", "xx", "ja")).toEqual({
      type: "Android",
      lang: "ja",
      canonical: false,
    });
    expect(resolveLegalParams(undefined, undefined, "ru")).toEqual({
      type: "Android",
      lang: "ru",
      canonical: false,
    });
  });
});

describe("legal texts", () => {
  it.each(SUPPORTED_LOCALES)("%s has a title and body for every section and platform", (locale) => {
    const legal = JSON.parse(fs.readFileSync(`locales/${locale}/legal.json`, "utf8"));
    for (const kind of ["privacy", "eula"] as const) {
      const outline = legalOutline(kind);
      expect(outline.length).toBeGreaterThanOrEqual(10);
      for (const id of outline.filter((s) => s !== "platform")) {
        expect(legal[kind].sections[id].title.length, `${kind}.${id}`).toBeGreaterThan(1);
        expect(legal[kind].sections[id].body.length, `${kind}.${id}`).toBeGreaterThan(40);
      }
      for (const type of LEGAL_TYPES) expect(legal[kind].platform[type].body.length).toBeGreaterThan(40);
    }
  });
});
