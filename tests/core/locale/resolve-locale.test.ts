import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { browserLocale, resolveLocale } from "../../../core/locale/resolve-locale";
import {
  FALLBACK_LOCALE,
  HTML_LANG,
  isLocale,
  SUPPORTED_LOCALES,
} from "../../../core/locale/supported-locales";
import { naughtyStrings } from "../../support/corpora";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

describe("resolveLocale", () => {
  it("prefers the lang query parameter over storage and browser", () => {
    expect(resolveLocale({ queryLang: "ja", stored: "ko", browserLanguages: ["ru"] })).toBe("ja");
  });

  it("uses storage when the query has no usable lang", () => {
    expect(resolveLocale({ queryLang: "klingon!", stored: "en-AU", browserLanguages: ["ru"] })).toBe("en-AU");
    expect(resolveLocale({ stored: "zh_tw", browserLanguages: [] })).toBe("zh-TW");
  });

  it("ignores garbage in query and storage", () => {
    expect(resolveLocale({ queryLang: "<script>", stored: "../../etc", browserLanguages: ["ko-KR"] })).toBe(
      "ko",
    );
  });

  it.each([
    [["zh"], "zh-CN"],
    [["zh-CN"], "zh-CN"],
    [["zh-SG"], "zh-CN"],
    [["zh-TW"], "zh-TW"],
    [["zh-HK"], "zh-TW"],
    [["zh-Hant-CN"], "zh-TW"],
    [["ja-JP"], "ja"],
    [["ko"], "ko"],
    [["ru-RU"], "ru"],
    [["en-AU"], "en-AU"],
    [["en-GB"], "en-US"],
    [["en"], "en-US"],
    [["fr-FR", "de"], "en-US"],
    [["fr-FR", "ja"], "ja"],
    [[], "zh-CN"],
    [["", "!!"], "zh-CN"],
  ])("maps browser languages %j to %s", (browserLanguages, expected) => {
    expect(resolveLocale({ browserLanguages })).toBe(expected);
  });

  it("always returns a supported locale", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.oneof(fc.string(), fc.constantFrom(...SUPPORTED_LOCALES))),
        fc.array(fc.oneof(fc.string(), fc.constantFrom("zh-TW", "en-AU", "fr", "ja-JP"))),
        (queryLang, stored, browserLanguages) => {
          expect(isLocale(resolveLocale({ queryLang, stored, browserLanguages }))).toBe(true);
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
    for (const text of naughtyStrings())
      expect(isLocale(resolveLocale({ queryLang: text, stored: text, browserLanguages: [text] }))).toBe(true);
  });

  it("returns the query locale itself for every supported locale", () => {
    for (const locale of SUPPORTED_LOCALES)
      expect(resolveLocale({ queryLang: locale, browserLanguages: ["ru"] })).toBe(locale);
  });
});

describe("locale constants", () => {
  it("falls back to zh-CN and has an html lang for every locale", () => {
    expect(FALLBACK_LOCALE).toBe("zh-CN");
    for (const locale of SUPPORTED_LOCALES) expect(HTML_LANG[locale]).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
  });

  it("says a language outside the product is none of ours", () => {
    expect(browserLocale("fr")).toBeNull();
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(42)).toBe(false);
  });
});
