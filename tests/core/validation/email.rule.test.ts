import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateEmail } from "../../../core/validation/email.rule";
import { naughtyStrings } from "../../support/corpora";
import { STRONG_RUNS } from "../../support/fuzz-runs";

const keyOf = (raw: string) => {
  const result = validateEmail(raw);
  return result.ok ? null : result.error.key;
};

describe("validateEmail", () => {
  it("asks for an email when empty", () => {
    expect(keyOf("")).toBe("validation:emailRequired");
    expect(keyOf("   ")).toBe("validation:emailRequired");
  });

  it("accepts an address with one @ and a dotted domain, trimmed", () => {
    expect(validateEmail("  user@example.com ")).toEqual({ ok: true, value: "user@example.com" });
    expect(validateEmail("名前@例え.jp")).toEqual({ ok: true, value: "名前@例え.jp" });
  });

  it("folds a full-width at sign and letters", () => {
    expect(validateEmail("ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ")).toEqual({
      ok: true,
      value: "user@example.com",
    });
  });

  it("rejects malformed addresses with the format message", () => {
    for (const raw of [
      "user",
      "user@",
      "@example.com",
      "user@example",
      "a@b@c.com",
      "us er@example.com",
      "user@.com",
      "user@example.",
      "a\u0000@b.com",
    ]) {
      expect(keyOf(raw), raw).toBe("validation:emailInvalid");
    }
  });

  it("rejects addresses longer than 254 characters", () => {
    expect(keyOf(`${"a".repeat(250)}@b.com`)).toBe("validation:emailInvalid");
  });

  it("accepts every generated valid address", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        fc.pre(address.length <= 254 && /@[^.]+\./.test(address));
        expect(validateEmail(address)).toEqual({ ok: true, value: address });
      }),
      { numRuns: STRONG_RUNS },
    );
  });

  it("never accepts a value without exactly one @ or with white space", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (raw) => {
        const result = validateEmail(raw);
        if (result.ok) {
          expect(result.value.split("@")).toHaveLength(2);
          expect(result.value).not.toMatch(/\s/u);
        }
      }),
      { numRuns: STRONG_RUNS },
    );
  });

  it("gives a defined answer for every naughty string", () => {
    for (const raw of naughtyStrings()) expect(typeof validateEmail(raw).ok).toBe("boolean");
  });
});
