import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PASSWORD_REQUIREMENTS,
  passwordRequirementStates,
  validatePassword,
} from "../../../core/validation/password.rule";
import { VALIDATION_MESSAGE_KEYS } from "../../../core/validation/validation-keys";
import { STRONG_RUNS } from "../../support/fuzz-runs";

const met = (raw: string) =>
  Object.fromEntries(passwordRequirementStates(raw).map((s) => [s.requirement.id, s.met]));

describe("password requirements (the checklist's source)", () => {
  it("are the length and the character set, each named by a validation message key", () => {
    expect(PASSWORD_REQUIREMENTS.map((r) => r.id)).toEqual(["length", "characters"]);
    for (const r of PASSWORD_REQUIREMENTS) expect(VALIDATION_MESSAGE_KEYS).toContain(r.key);
    expect(PASSWORD_REQUIREMENTS[0]?.params).toEqual({ min: 4, max: 12 });
  });

  it("meets none for an empty or blank password", () => {
    expect(met("")).toEqual({ length: false, characters: false });
    expect(met("   ")).toEqual({ length: false, characters: false });
  });

  it("tells the length apart from the characters", () => {
    expect(met("abc")).toEqual({ length: false, characters: true });
    expect(met("ab cd")).toEqual({ length: true, characters: true });
    expect(met("abcdefghijklm")).toEqual({ length: false, characters: true });
    expect(met("密码密码")).toEqual({ length: true, characters: false });
    expect(met("pässword")).toEqual({ length: true, characters: false });
    expect(met("😀😀😀😀")).toEqual({ length: true, characters: false });
  });

  it("are all met exactly when validatePassword accepts, for any string", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: "binary", maxLength: 16 })),
        (raw) => {
          const allMet = passwordRequirementStates(raw).every((s) => s.met);
          expect(allMet).toBe(validatePassword(raw).ok);
        },
      ),
      { numRuns: STRONG_RUNS },
    );
  });
});
