import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REGION_ALIASES } from "../../../core/content/region-aliases";
import { foldForSearch, searchRegions, type RegionSearchEntry } from "../../../core/content/region-search";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

// The list as the server sends it in each language (names from Intl.DisplayNames there).
const LIST: Record<"en" | "zh" | "ru" | "ja", readonly RegionSearchEntry[]> = {
  en: [
    { regionCode: "CN", name: "China", dialCode: "+86" },
    { regionCode: "RU", name: "Russia", dialCode: "+7" },
    { regionCode: "UA", name: "Ukraine", dialCode: "+380" },
    { regionCode: "GB", name: "United Kingdom", dialCode: "+44" },
    { regionCode: "US", name: "United States", dialCode: "+1" },
    { regionCode: "AU", name: "Australia", dialCode: "+61" },
    { regionCode: "JP", name: "Japan", dialCode: "+81" },
    { regionCode: "ES", name: "Spain", dialCode: "+34" },
    { regionCode: "other", name: "Other (log in with account ID)", dialCode: "" },
  ],
  zh: [
    { regionCode: "CN", name: "中国", dialCode: "+86" },
    { regionCode: "GB", name: "英国", dialCode: "+44" },
    { regionCode: "US", name: "美国", dialCode: "+1" },
    { regionCode: "UA", name: "乌克兰", dialCode: "+380" },
  ],
  ru: [
    { regionCode: "CN", name: "Китай", dialCode: "+86" },
    { regionCode: "GB", name: "Великобритания", dialCode: "+44" },
    { regionCode: "US", name: "Соединенные Штаты", dialCode: "+1" },
    { regionCode: "UA", name: "Украина", dialCode: "+380" },
    { regionCode: "BY", name: "Беларусь", dialCode: "+375" },
  ],
  ja: [
    { regionCode: "CN", name: "中国", dialCode: "+86" },
    { regionCode: "GB", name: "イギリス", dialCode: "+44" },
    { regionCode: "US", name: "アメリカ合衆国", dialCode: "+1" },
  ],
};

const codes = (query: string, list: readonly RegionSearchEntry[]) =>
  searchRegions(query, list, (e) => e).map((e) => e.regionCode);
const first = (query: string, list: readonly RegionSearchEntry[]) => codes(query, list)[0];

describe("region search", () => {
  it("finds the UK and the US by the names people type, in any interface language", () => {
    for (const list of Object.values(LIST)) {
      for (const q of [
        "UK",
        "uk",
        "U.K.",
        "Britain",
        "great britain",
        "England",
        "英国",
        "英國",
        "Великобритания",
        "イギリス",
        "영국",
      ])
        expect(first(q, list), `${q}`).toBe("GB");
      for (const q of [
        "USA",
        "US",
        "u.s.",
        "America",
        "美国",
        "美國",
        "США",
        "Америка",
        "アメリカ",
        "米国",
        "미국",
      ])
        expect(first(q, list), `${q}`).toBe("US");
    }
  });

  it("puts an exact alias before a name that starts with the query, and that before a name containing it", () => {
    expect(codes("uk", LIST.en)).toEqual(["GB", "UA"]);
    expect(codes("us", LIST.en)).toEqual(["US", "RU", "AU"]);
  });

  it("matches the shown name, the ISO code and the dialling code", () => {
    expect(codes("Kingdom", LIST.en)).toEqual(["GB"]);
    expect(first("jp", LIST.en)).toBe("JP");
    expect(codes("+44", LIST.en)).toEqual(["GB"]);
    expect(first("4", LIST.en)).toBe("GB");
    expect(codes("Укр", LIST.ru)).toEqual(["UA"]);
    expect(first("Белоруссия", LIST.ru)).toBe("BY");
  });

  it("ignores case, accents, full-width forms, spaces and ё/е", () => {
    expect(first("ESPANA", LIST.en)).toBe("ES");
    expect(first("España", LIST.en)).toBe("ES");
    expect(first("ＵＳＡ", LIST.zh)).toBe("US");
    expect(first("Соединённые Штаты", LIST.ru)).toBe("US");
    expect(first("  united   kingdom ", LIST.en)).toBe("GB");
  });

  it("keeps the whole list, in order, for an empty query; nothing for an unknown one", () => {
    expect(searchRegions("  ", LIST.en, (e) => e)).toBe(LIST.en);
    expect(codes("Atlantis", LIST.en)).toEqual([]);
  });

  it("keys its aliases by ISO codes, with no blank alias", () => {
    for (const [code, aliases] of Object.entries(REGION_ALIASES)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      for (const alias of aliases) expect(foldForSearch(alias), `${code} ${alias}`).not.toBe("");
    }
  });

  it("returns only entries of the list, each once, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (query) => {
        const hits = searchRegions(query, LIST.en, (e) => e);
        expect(new Set(hits).size).toBe(hits.length);
        for (const hit of hits) expect(LIST.en).toContain(hit);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
