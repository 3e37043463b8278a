import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../../../core/locale/supported-locales";
import { noticeDate } from "../../../../web/screens/landing/notice-date";
import { testI18n } from "../../../support/test-i18n";

const ICU_SHORT_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };

describe("a notice's date", () => {
  it.each(SUPPORTED_LOCALES)("is written in %s exactly as ICU writes a short date", async (locale) => {
    const i18n = await testI18n(locale, ["landing"]);
    const t = i18n.getFixedT(locale, "landing");
    const icu = new Intl.DateTimeFormat(locale, ICU_SHORT_DATE);
    // Every month, then any day of this century and the next.
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 5, 12);
      expect(noticeDate(date.toISOString(), t)).toBe(icu.format(date));
    }
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }),
        (date) => {
          expect(noticeDate(date.toISOString(), t)).toBe(icu.format(date));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("is left out when the server sent none or an unreadable one", async () => {
    const t = (await testI18n("en-US", ["landing"])).getFixedT("en-US", "landing");
    expect(noticeDate(null, t)).toBeNull();
    expect(noticeDate(undefined, t)).toBeNull();
    expect(noticeDate("", t)).toBeNull();
    expect(noticeDate("not a date", t)).toBeNull();
    expect(noticeDate("2026-11-05T10:00:00", t)).toBe("Nov 5, 2026");
  });
});
