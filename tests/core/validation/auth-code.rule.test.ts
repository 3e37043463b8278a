import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateAuthCode } from "../../../core/validation/auth-code.rule";
import { STRONG_RUNS } from "../../support/fuzz-runs";

const keyOf = (raw: string) => {
  const result = validateAuthCode(raw);
  return result.ok ? null : result.error.key;
};

describe("validateAuthCode", () => {
  it("asks for the code when empty", () => {
    expect(keyOf(" ")).toBe("validation:authCodeRequired");
  });

  it("accepts exactly six digits, spaces stripped and full-width folded", () => {
    expect(validateAuthCode(" 123 456 ")).toEqual({ ok: true, value: "123456" });
    expect(validateAuthCode("１２３４５６")).toEqual({ ok: true, value: "123456" });
  });

  it("rejects five or seven digits and letters", () => {
    for (const raw of ["12345", "1234567", "12345a", "１２３４５６７"])
      expect(keyOf(raw), raw).toBe("validation:authCodeInvalid");
  });

  it("accepts only results that are six ASCII digits", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9 ]{4,9}$/)), (raw) => {
        const result = validateAuthCode(raw);
        if (result.ok) expect(result.value).toMatch(/^[0-9]{6}$/);
        else
          expect(["validation:authCodeRequired", "validation:authCodeInvalid"]).toContain(result.error.key);
      }),
      { numRuns: STRONG_RUNS },
    );
  });
});
