import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countryCodeLength,
  formatPhone,
  genericGroups,
  looksLikePhone,
} from "../../../core/rules/phone-format";
import { STRONG_RUNS } from "../../support/fuzz-runs";

describe("formatPhone", () => {
  it.each([
    // China: mobiles 3-4-4, Beijing/2x two-digit areas, others three
    ["+8613800138000", "+86 138 0013 8000"],
    ["+861012345678", "+86 10 1234 5678"],
    ["+862112345678", "+86 21 1234 5678"],
    ["+8675512345678", "+86 755 1234 5678"],
    ["+869065647947", "+86 906 564 7947"],
    // US / Canada
    ["+14155552671", "+1 415-555-2671"],
    ["+16135550123", "+1 613-555-0123"],
    // UK
    ["+442079460958", "+44 20 7946 0958"],
    ["+447400123456", "+44 7400 123456"],
    ["+441214960000", "+44 121 496 0000"],
    ["+441632960123", "+44 1632 960123"],
    ["+443001234567", "+44 300 123 4567"],
    // Japan
    ["+819012345678", "+81 90-1234-5678"],
    ["+81312345678", "+81 3-1234-5678"],
    ["+81451234567", "+81 45-123-4567"],
    // Korea
    ["+821012345678", "+82 10-1234-5678"],
    ["+8221234567", "+82 2-123-4567"],
    ["+82212345678", "+82 2-1234-5678"],
    ["+82311234567", "+82 31-123-4567"],
    // Russia / Kazakhstan
    ["+79123456789", "+7 912 345-67-89"],
    ["+77012345678", "+7 701 234-56-78"],
    // Taiwan
    ["+886912345678", "+886 912 345 678"],
    ["+886212345678", "+886 2 1234 5678"],
    ["+88671234567", "+886 7 123 4567"],
    // Hong Kong
    ["+85251234567", "+852 5123 4567"],
    // Australia
    ["+61412345678", "+61 412 345 678"],
    ["+61212345678", "+61 2 1234 5678"],
  ])("%s reads %s", (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it("groups a country it has no plan for, or a length its plan does not know, generically", () => {
    expect(formatPhone("+33612345678")).toBe("+33 612 345 678");
    expect(formatPhone("+4915112345678")).toBe("+49 151 1234 5678");
    expect(formatPhone("+380501234567")).toBe("+380 501 234 567");
    expect(formatPhone("+1415555267")).toBe("+1 415 555 267");
    expect(formatPhone("+8612345")).toBe("+86 12 345");
  });

  it("reads numbers already written with separators", () => {
    expect(formatPhone(" +86 138-0013-8000 ")).toBe("+86 138 0013 8000");
    expect(formatPhone("+1 (415) 555.2671")).toBe("+1 415-555-2671");
  });

  it("leaves what is not an international number as given (trimmed)", () => {
    expect(formatPhone("13800138000")).toBe("13800138000");
    expect(formatPhone(" lumen_8f3k2 ")).toBe("lumen_8f3k2");
    expect(formatPhone("+12")).toBe("+12");
    expect(formatPhone("+1234567890123456")).toBe("+1234567890123456");
    expect(formatPhone("")).toBe("");
  });

  it("keeps every digit in order and only adds a space after the country code and separators", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{3,14}$/), (digits) => {
        const out = formatPhone(`+${digits}`);
        expect(out.replace(/\D/g, "")).toBe(digits);
        expect(out).toMatch(/^\+\d{1,3} [\d -]+$/);
        expect(out.slice(1, out.indexOf(" "))).toHaveLength(countryCodeLength(digits));
        expect(out).not.toMatch(/[ -]{2}|[ -]$/);
      }),
      { numRuns: STRONG_RUNS },
    );
  });

  it("is idempotent: a formatted number formats to itself", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{3,14}$/), (digits) => {
        const once = formatPhone(`+${digits}`);
        expect(formatPhone(once)).toBe(once);
        expect(looksLikePhone(once)).toBe(true);
      }),
      { numRuns: STRONG_RUNS },
    );
  });

  it("returns any other text unchanged apart from surrounding space", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!looksLikePhone(text));
        expect(formatPhone(text)).toBe(text.trim());
      }),
      { numRuns: STRONG_RUNS },
    );
  });
});

describe("genericGroups", () => {
  it("uses as few groups of at most four as it can, the longer ones last", () => {
    expect(genericGroups("1234")).toEqual(["1234"]);
    expect(genericGroups("12345")).toEqual(["12", "345"]);
    expect(genericGroups("1234567")).toEqual(["123", "4567"]);
    expect(genericGroups("12345678")).toEqual(["1234", "5678"]);
    expect(genericGroups("123456789")).toEqual(["123", "456", "789"]);
    expect(genericGroups("1234567890")).toEqual(["123", "456", "7890"]);
  });

  it("never makes a group longer than four or shorter than its neighbours by more than one", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), (digits) => {
        const parts = genericGroups(digits);
        expect(parts.join("")).toBe(digits);
        const sizes = parts.map((p) => p.length);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
      { numRuns: STRONG_RUNS },
    );
  });
});
