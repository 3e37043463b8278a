import { afterEach, describe, expect, it, vi } from "vitest";
import { SUPPORTED_LOCALES } from "../../../../core/locale/supported-locales";
import {
  formatLandingFigures,
  landingFigures,
  landingFiguresTable,
} from "../../../../web/screens/landing/landing-figures";
import { LANDING_STATS } from "../../../../web/screens/landing/landing-content";

describe("landing figures", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are written as each language writes numbers, suffix kept", () => {
    expect(formatLandingFigures("en-US").stats[0]).toEqual({ id: "activeUsers", text: "12.8M+" });
    expect(formatLandingFigures("ja").stats[0]?.text).toBe("1280万+");
    expect(formatLandingFigures("zh-TW").stats[0]?.text).toBe("1280萬+");
    // Russian separates with a (narrow) no-break space; "тыс." is its thousand.
    expect(formatLandingFigures("ru").viewers.replace(/\s/gu, " ")).toBe("12,4 тыс.");
    expect(formatLandingFigures("ru").reward.replace(/\s/gu, " ")).toBe("1 280");
    expect(formatLandingFigures("ko").viewers).toBe("1.2만");
  });

  it("keep the order and ids of LANDING_STATS", () => {
    expect(formatLandingFigures("ko").stats.map((stat) => stat.id)).toEqual(LANDING_STATS.map((s) => s.id));
  });

  it("are tabled for every interface language, as the build writes them into the bundle", () => {
    const table = landingFiguresTable();
    expect(Object.keys(table).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const locale of SUPPORTED_LOCALES) expect(table[locale]).toEqual(formatLandingFigures(locale));
    // The table travels as JSON through Vite's `define`.
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });

  it("are formatted once per language where no build wrote them (tests, the prerenderer)", () => {
    let built = 0;
    const Real = Intl.NumberFormat;
    class Counting extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        built += 1;
        super(...args);
      }
    }
    vi.stubGlobal("Intl", Object.create(Intl, { NumberFormat: { value: Counting } }));
    const first = landingFigures("en-AU");
    expect(landingFigures("en-AU")).toBe(first);
    expect(built).toBe(2); // the compact and the amount format, once
    expect(first.stats[1]?.text).toBe("36K+");
  });
});
