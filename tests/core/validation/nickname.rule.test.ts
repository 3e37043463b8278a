import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NICKNAME_MAX_LENGTH, validateNickname } from "../../../core/validation/nickname.rule";
import { naughtyStrings } from "../../support/corpora";
import { STRONG_RUNS } from "../../support/fuzz-runs";

describe("validateNickname", () => {
  it("asks for a nickname when empty or blank", () => {
    expect(validateNickname(" \u3000 ")).toEqual({
      ok: false,
      error: { field: "nickname", key: "validation:nicknameRequired" },
    });
  });

  it("trims and keeps any script and emoji", () => {
    expect(validateNickname("  小明 🚀 ")).toEqual({ ok: true, value: "小明 🚀" });
    expect(validateNickname("👩‍👩‍👧")).toEqual({ ok: true, value: "👩‍👩‍👧" });
  });

  it("counts code points, so 32 emoji fit and 33 do not", () => {
    expect(validateNickname("😀".repeat(32)).ok).toBe(true);
    expect(validateNickname("😀".repeat(33))).toEqual({
      ok: false,
      error: { field: "nickname", key: "validation:nicknameTooLong", params: { max: NICKNAME_MAX_LENGTH } },
    });
  });

  it("refuses control characters and bidirectional overrides", () => {
    for (const raw of ["a\nb", "ab\u0007", "admin\u202Enimda"]) {
      const result = validateNickname(raw);
      expect(result.ok ? null : result.error.key, raw).toBe("validation:nicknameInvalid");
    }
  });

  it("returns a trimmed value no longer than the limit whenever it accepts", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (raw) => {
        const result = validateNickname(raw);
        if (result.ok) {
          expect([...result.value].length).toBeLessThanOrEqual(NICKNAME_MAX_LENGTH);
          expect(result.value).toBe(result.value.trim());
        }
      }),
      { numRuns: STRONG_RUNS },
    );
  });

  it("gives a defined answer for every naughty string", () => {
    for (const raw of naughtyStrings()) expect(typeof validateNickname(raw).ok).toBe("boolean");
  });
});
