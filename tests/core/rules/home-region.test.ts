import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_COUNTRY, homeRegion } from "../../../core/rules/home-region";
import { SUPPORTED_LOCALES } from "../../../core/locale/supported-locales";

describe("the region a phone field opens on", () => {
  it("is the last region used on this device, whatever the language", () => {
    expect(homeRegion("RU", "ja")).toBe("RU");
    expect(homeRegion("US", "zh-CN")).toBe("US");
  });

  it("without one, follows the interface language", () => {
    expect(homeRegion(null, "ru")).toBe("RU");
    expect(homeRegion(null, "ja")).toBe("JP");
    expect(homeRegion(null, "ko")).toBe("KR");
    expect(homeRegion(null, "zh-TW")).toBe("TW");
    expect(homeRegion(null, "en-AU")).toBe("AU");
  });

  it("is CN for simplified Chinese, US English and any language it does not know", () => {
    expect(homeRegion(null, "zh-CN")).toBe(DEFAULT_COUNTRY);
    expect(homeRegion(null, "en-US")).toBe(DEFAULT_COUNTRY);
    expect(homeRegion(null, "fr")).toBe(DEFAULT_COUNTRY);
  });

  it("never picks a region the list does not offer", () => {
    const onlyChina = (code: string) => code === "CN";
    expect(homeRegion("RU", "ru", onlyChina)).toBe("CN");
    expect(homeRegion(null, "ja", onlyChina)).toBe("CN");
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.constantFrom(...SUPPORTED_LOCALES, "xx"),
        fc.uniqueArray(fc.constantFrom<string>("CN", "RU", "JP", "KR", "TW", "AU", "US"), { minLength: 1 }),
        (last, locale, offered) => {
          const picked = homeRegion(last, locale, (code) => offered.includes(code) || code === "CN");
          expect(picked === "CN" || offered.includes(picked)).toBe(true);
          if (last !== null && offered.includes(last)) expect(picked).toBe(last);
        },
      ),
    );
  });
});
