/**
 * The smoke and contract-check summaries count warnings with the locale's CLDR plural forms
 * (Intl.PluralRules through the translator): "1 warning", never "1 warnings"; Russian's
 * one/few/many; the same numbers in every locale.
 */
import { describe, expect, it } from "vitest";
import { CLI_LOCALES } from "../../../cli/i18n/cli-locales";
import { helpTranslator } from "../../../cli/i18n/help-translator";

const params = (count: number) => ({
  passed: 3,
  failed: 0,
  calls: 11,
  drifted: 0,
  count,
  baseUrl: "http://h/api",
});

describe("warning counts in summaries", () => {
  it("English says 1 warning and 2 warnings", async () => {
    const t = await helpTranslator("en-US");
    expect(t("smoke.summary", params(1))).toBe("3 passed, 0 failed, 1 warning, against http://h/api");
    expect(t("smoke.summary", params(2))).toBe("3 passed, 0 failed, 2 warnings, against http://h/api");
    expect(t("contractCheck.summary", params(1))).toMatch(/, 1 warning$/);
    expect(t("contractCheck.summary", params(0))).toMatch(/, 0 warnings$/);
  });

  it("Russian chooses one, few and many", async () => {
    const t = await helpTranslator("ru");
    for (const key of ["smoke.summary", "contractCheck.summary"]) {
      expect(t(key, params(1))).toMatch(/ 1 предупреждение$/);
      expect(t(key, params(3))).toMatch(/ 3 предупреждения$/);
      expect(t(key, params(5))).toMatch(/ 5 предупреждений$/);
      expect(t(key, params(21))).toMatch(/ 21 предупреждение$/);
    }
  });

  it("every locale shows the count and no placeholder is left", async () => {
    for (const locale of CLI_LOCALES) {
      const t = await helpTranslator(locale);
      for (const key of ["smoke.summary", "contractCheck.summary"])
        for (const n of [0, 1, 2, 5]) {
          const text = t(key, params(n));
          expect(text, `${locale} ${key}`).not.toMatch(/\{\{|smoke\.summary|contractCheck\.summary/);
          expect(text, `${locale} ${key}`).toContain(String(n));
        }
    }
  });
});
