import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateConfirmPassword } from "../../../core/validation/confirm-password.rule";
import { validatePassword } from "../../../core/validation/password.rule";
import { naughtyStrings } from "../../support/corpora";
import { STRONG_RUNS } from "../../support/fuzz-runs";

describe("validatePassword", () => {
  it("asks for a password when empty or only spaces", () => {
    expect(validatePassword("  ")).toEqual({
      ok: false,
      error: { field: "password", key: "validation:passwordRequired" },
    });
  });

  it("strips every space and returns the stripped password", () => {
    expect(validatePassword(" ab c d ")).toEqual({ ok: true, value: "abcd" });
  });

  it("accepts 4 to 12 letters, digits and symbols", () => {
    for (const raw of ["abcd", "A1!@#$%^&*()", "Pa55w0rd~"])
      expect(validatePassword(raw)).toEqual({ ok: true, value: raw });
  });

  it("rejects 3 or 13 characters and characters outside printable ASCII as a format error", () => {
    for (const raw of ["abc", "abcdefghijklm", "密码密码密码", "ｐａｓｓ", "pass\u0000word"]) {
      const result = validatePassword(raw);
      expect(result.ok ? null : result.error.key, raw).toBe("validation:passwordInvalid");
    }
  });

  it("accepts exactly the printable-ASCII strings of length 4 to 12 after stripping spaces", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 20 }), (raw) => {
        const stripped = raw.replace(/\s/g, "");
        const result = validatePassword(raw);
        const expected = stripped.length >= 4 && stripped.length <= 12 && /^[\x21-\x7E]*$/.test(stripped);
        expect(result.ok).toBe(expected);
        if (result.ok) expect(result.value).toBe(stripped);
      }),
      { numRuns: STRONG_RUNS },
    );
  });

  it("gives a defined answer for every naughty string", () => {
    for (const raw of naughtyStrings()) expect(typeof validatePassword(raw).ok).toBe("boolean");
  });
});

describe("validateConfirmPassword", () => {
  it("asks for the confirmation when empty", () => {
    const result = validateConfirmPassword("abcd", "");
    expect(result).toEqual({
      ok: false,
      error: { field: "confirmPassword", key: "validation:confirmPasswordRequired" },
    });
  });

  it("says the passwords do not match when they differ", () => {
    const result = validateConfirmPassword("abcd", "abce");
    expect(result.ok ? null : result.error.key).toBe("validation:passwordsMismatch");
  });

  it("compares the passwords after stripping spaces the same way", () => {
    expect(validateConfirmPassword("ab cd", "abcd ")).toEqual({ ok: true, value: "abcd" });
  });

  it("accepts any non-empty password confirmed by itself", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.replace(/[\s\u200B-\u200D\u2060\uFEFF]/gu, "") !== ""),
        (password) => {
          expect(validateConfirmPassword(password, password).ok).toBe(true);
        },
      ),
      { numRuns: STRONG_RUNS },
    );
  });
});
