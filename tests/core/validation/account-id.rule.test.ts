import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateAccountId } from "../../../core/validation/account-id.rule";
import { naughtyStrings } from "../../support/corpora";
import { STRONG_RUNS } from "../../support/fuzz-runs";

const keyOf = (raw: string) => {
  const result = validateAccountId(raw);
  return result.ok ? null : result.error.key;
};

describe("validateAccountId", () => {
  it("asks for an account ID when empty", () => {
    expect(keyOf("")).toBe("validation:usernameRequired");
  });

  it("accepts 5 to 18 letters, digits and underscores, trimmed", () => {
    expect(validateAccountId(" user_1 ")).toEqual({ ok: true, value: "user_1" });
    expect(validateAccountId("a".repeat(18))).toEqual({ ok: true, value: "a".repeat(18) });
  });

  it("rejects 4 or 19 characters, dashes, inner spaces and non-Latin letters", () => {
    for (const raw of ["abcd", "a".repeat(19), "user-1", "user 12", "用户名字五", "user.name"]) {
      expect(keyOf(raw), raw).toBe("validation:usernameInvalid");
    }
  });

  it("accepts exactly the strings made of 5 to 18 word characters", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^[A-Za-z0-9_]{0,22}$/), fc.string({ maxLength: 22 })),
        (raw) => {
          const result = validateAccountId(raw);
          if (/^[A-Za-z0-9_]{5,18}$/.test(raw)) expect(result).toEqual({ ok: true, value: raw });
          if (result.ok) expect(result.value).toMatch(/^[A-Za-z0-9_]{5,18}$/);
        },
      ),
      { numRuns: STRONG_RUNS },
    );
  });

  it("gives a defined answer for every naughty string", () => {
    for (const raw of naughtyStrings()) expect(typeof validateAccountId(raw).ok).toBe("boolean");
  });
});
