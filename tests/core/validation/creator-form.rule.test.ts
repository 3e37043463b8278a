import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CREATIVE_FIELDS,
  creatorTextLimit,
  isProfileLink,
  validateCreatorForm,
  type CreatorFormInput,
} from "../../../core/validation/creator-form.rule";
import { VALIDATION_MESSAGE_KEYS } from "../../../core/validation/validation-keys";
import { STRONG_RUNS } from "../../support/fuzz-runs";

const valid: CreatorFormInput = {
  email: "creator@example.com",
  creativeField: ["market-analysis"],
  reason: "I explain DeFi every week.",
  affect: "https://x.com/creator",
  rulesAccepted: true,
};

const keysOf = (form: CreatorFormInput, locale = "zh-CN") => {
  const result = validateCreatorForm(form, locale);
  return result.ok ? [] : result.error.map((error) => error.key);
};

describe("creatorTextLimit", () => {
  it("is 1000 in the English texts and 500 in every other locale", () => {
    expect(creatorTextLimit("en-US")).toBe(1000);
    expect(creatorTextLimit("en-AU")).toBe(1000);
    for (const locale of ["zh-CN", "zh-TW", "ja", "ko", "ru", "xx"])
      expect(creatorTextLimit(locale)).toBe(500);
  });
});

describe("validateCreatorForm", () => {
  it("returns the cleaned form when everything is filled", () => {
    const result = validateCreatorForm(
      { ...valid, reason: "  why  ", creativeField: ["other", "market-analysis", "other"] },
      "ja",
    );
    expect(result).toEqual({
      ok: true,
      value: {
        email: "creator@example.com",
        creativeField: ["market-analysis", "other"],
        reason: "why",
        affect: "https://x.com/creator",
      },
    });
  });

  it("reports every missing field at once with required messages", () => {
    const form = { email: "", creativeField: [], reason: " ", affect: "", rulesAccepted: false };
    expect(keysOf(form)).toEqual([
      "validation:emailRequired",
      "validation:creativeFieldRequired",
      "validation:reasonRequired",
      "validation:affectRequired",
      "validation:creatorRulesRequired",
    ]);
  });

  it("uses format messages, distinct from required ones, for malformed values", () => {
    expect(keysOf({ ...valid, email: "nope" })).toEqual(["validation:emailInvalid"]);
    expect(keysOf({ ...valid, creativeField: ["astrology"] })).toEqual(["validation:creativeFieldInvalid"]);
    expect(keysOf({ ...valid, affect: "my twitter" })).toEqual(["validation:affectInvalid"]);
  });

  it("requires the influence link to be an http(s) URL", () => {
    for (const affect of [
      "javascript:alert(1)",
      "ftp://x.com/a",
      "//x.com/a",
      "data:text/html,hi",
      "https://",
      "https://user:pw@x.com",
    ]) {
      expect(keysOf({ ...valid, affect }), affect).toEqual(["validation:affectInvalid"]);
    }
    expect(keysOf({ ...valid, affect: "http://weibo.com/u/1" })).toEqual([]);
  });

  it("limits reason and link to 500 characters in zh-CN and 1000 in en-US", () => {
    const long = "字".repeat(501);
    expect(validateCreatorForm({ ...valid, reason: long }, "zh-CN")).toEqual({
      ok: false,
      error: [{ field: "reason", key: "validation:reasonTooLong", params: { max: 500 } }],
    });
    expect(validateCreatorForm({ ...valid, reason: long }, "en-US").ok).toBe(true);
    expect(keysOf({ ...valid, reason: "a".repeat(1001) }, "en-AU")).toEqual(["validation:reasonTooLong"]);
    expect(keysOf({ ...valid, affect: `https://x.com/${"a".repeat(600)}` }, "ko")).toEqual([
      "validation:affectTooLong",
    ]);
  });

  it("keeps line breaks in the reason but refuses other control characters", () => {
    expect(keysOf({ ...valid, reason: "line one\nline two" })).toEqual([]);
    expect(keysOf({ ...valid, reason: "bell\u0007" })).toEqual(["validation:reasonInvalid"]);
  });

  it("never throws and returns only known keys for arbitrary input", () => {
    fc.assert(
      fc.property(
        fc.record({
          email: fc.string(),
          creativeField: fc.array(fc.oneof(fc.constantFrom(...CREATIVE_FIELDS), fc.string())),
          reason: fc.string({ maxLength: 1200 }),
          affect: fc.oneof(fc.webUrl(), fc.string()),
          rulesAccepted: fc.boolean(),
        }),
        fc.constantFrom("zh-CN", "en-US", "ru"),
        (form, locale) => {
          const result = validateCreatorForm(form, locale);
          if (result.ok) {
            expect(isProfileLink(result.value.affect)).toBe(true);
            expect(result.value.creativeField.length).toBeGreaterThan(0);
          } else for (const error of result.error) expect(VALIDATION_MESSAGE_KEYS).toContain(error.key);
        },
      ),
      { numRuns: STRONG_RUNS },
    );
  });
});
