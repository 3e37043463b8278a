import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateLoginAccount, validatePhoneOrAccount } from "../../../core/validation/login-account.rule";
import { isNineToTwelveDigitPhone, type validatePhone } from "../../../core/validation/phone.rule";
import { VALIDATION_MESSAGE_KEYS } from "../../../core/validation/validation-keys";
import { naughtyStrings } from "../../support/corpora";
import { STRONG_RUNS } from "../../support/fuzz-runs";

const keyOf = (result: ReturnType<typeof validatePhone>) => (result.ok ? null : result.error.key);

describe("the phone field with its country (auth form reading)", () => {
  it("asks for a phone number when the field is empty or only spaces", () => {
    expect(validatePhoneOrAccount("", "CN")).toEqual({
      ok: false,
      error: { field: "phone", key: "validation:phoneRequired" },
    });
    expect(keyOf(validatePhoneOrAccount(" \u3000\t", "CN"))).toBe("validation:phoneRequired");
  });

  it("asks for an account instead when the country is other", () => {
    expect(keyOf(validatePhoneOrAccount("  ", "other"))).toBe("validation:accountRequired");
  });

  it("accepts up to 15 digits and returns them without spaces", () => {
    expect(validatePhoneOrAccount(" 138 0013 8000 ", "CN")).toEqual({ ok: true, value: "13800138000" });
    expect(validatePhoneOrAccount("123456789012345", "US")).toEqual({ ok: true, value: "123456789012345" });
  });

  it("rejects 16 digits and anything that is not a digit as an invalid mobile number", () => {
    for (const raw of ["1234567890123456", "138-0013", "+8613800138000", "１２a", "١٢٣٤٥", "12\u200E34"]) {
      expect(keyOf(validatePhoneOrAccount(raw, "CN")), raw).toBe("validation:phoneInvalid");
    }
  });

  it("folds full-width digits typed by CJK input methods", () => {
    expect(validatePhoneOrAccount("１３８００１３８０００", "CN")).toEqual({
      ok: true,
      value: "13800138000",
    });
  });

  it("lets an account ID through unchanged when the country is other", () => {
    expect(validatePhoneOrAccount("alice_01", "other")).toEqual({ ok: true, value: "alice_01" });
  });

  it("refuses an absurdly long account", () => {
    expect(keyOf(validatePhoneOrAccount("a".repeat(65), "other"))).toBe("validation:accountInvalid");
  });

  it("never throws and only returns known keys or digit strings of at most 15", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }),
        fc.constantFrom("CN", "other", "US", ""),
        (raw, country) => {
          const result = validatePhoneOrAccount(raw, country);
          if (result.ok) {
            if (country !== "other") expect(result.value).toMatch(/^[0-9]{1,15}$/);
            else expect(result.value.length).toBeGreaterThan(0);
          } else expect(VALIDATION_MESSAGE_KEYS).toContain(result.error.key);
        },
      ),
      { numRuns: STRONG_RUNS },
    );
  });

  it("accepts every string of 1 to 15 ASCII digits as is", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,15}$/), (digits) => {
        expect(validatePhoneOrAccount(digits, "CN")).toEqual({ ok: true, value: digits });
      }),
      { numRuns: STRONG_RUNS },
    );
  });

  it("gives a defined answer for every naughty string", () => {
    for (const raw of naughtyStrings()) {
      expect(() => validatePhoneOrAccount(raw, "CN")).not.toThrow();
      expect(() => validatePhoneOrAccount(raw, "other")).not.toThrow();
    }
  });
});

describe("account login's account ID", () => {
  it("is reported on the field it was typed into", () => {
    expect(validateLoginAccount(" ")).toEqual({
      ok: false,
      error: { field: "account", key: "validation:accountRequired" },
    });
    expect(validatePhoneOrAccount("", "other")).toEqual({
      ok: false,
      error: { field: "phone", key: "validation:accountRequired" },
    });
  });
});

describe("the 9 to 12 digit phone reading", () => {
  it("holds for 9 and 12 digits and fails for 8 and 13", () => {
    expect(isNineToTwelveDigitPhone("123456789")).toBe(true);
    expect(isNineToTwelveDigitPhone("123456789012")).toBe(true);
    expect(isNineToTwelveDigitPhone("12345678")).toBe(false);
    expect(isNineToTwelveDigitPhone("1234567890123")).toBe(false);
  });

  it("agrees with the length of the digits for every digit string", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,20}$/), (digits) => {
        expect(isNineToTwelveDigitPhone(digits)).toBe(digits.length >= 9 && digits.length <= 12);
      }),
      { numRuns: STRONG_RUNS },
    );
  });
});
