import { ok } from "../result/result";
import { codePointLength, stripSpaces } from "./input-normalization";
import { invalid, type Validation } from "./validation-error";

export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 12;

/**
 * "Letters, digits or symbols" read as printable ASCII: the server and every keyboard agree on
 * those, whereas a full-width or accented character could not be typed back on another device.
 */
const PASSWORD_CHARACTER = /^[\x21-\x7E]$/;

/** One requirement of VAL-PASSWORD-1's password rule, as the sign-up and reset checklists show it. */
export interface PasswordRequirement {
  readonly id: "length" | "characters";
  /** Message in locales/{locale}/validation.json naming the requirement (not a complaint). */
  readonly key: string;
  readonly params?: Readonly<Record<string, number>>;
  /** Whether the space-stripped password meets it; an empty password meets none. */
  readonly test: (normalized: string) => boolean;
}

/**
 * VAL-PASSWORD-1's password rule split into the requirements a person can act on. `validatePassword`
 * is their conjunction, so the checklist and the validation cannot disagree.
 */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  {
    id: "length",
    key: "validation:passwordRuleLength",
    params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
    test: (value) => {
      const length = codePointLength(value);
      return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
    },
  },
  {
    id: "characters",
    key: "validation:passwordRuleCharacters",
    test: (value) => value !== "" && [...value].every((ch) => PASSWORD_CHARACTER.test(ch)),
  },
];

export interface PasswordRequirementState {
  readonly requirement: PasswordRequirement;
  readonly met: boolean;
}

/** Strips every space (VAL-PASSWORD-1), then checks 4–12 printable ASCII characters. */
export const normalizePassword = (raw: string): string => stripSpaces(raw);

/** Each requirement with whether `raw` (as typed, spaces and all) meets it. */
export const passwordRequirementStates = (raw: string): readonly PasswordRequirementState[] => {
  const value = normalizePassword(raw);
  return PASSWORD_REQUIREMENTS.map((requirement) => ({ requirement, met: requirement.test(value) }));
};

export const validatePassword = (raw: string): Validation<string> => {
  const value = normalizePassword(raw);
  if (value === "") return invalid("password", "validation:passwordRequired");
  if (!PASSWORD_REQUIREMENTS.every((requirement) => requirement.test(value))) {
    return invalid("password", "validation:passwordInvalid", {
      min: PASSWORD_MIN_LENGTH,
      max: PASSWORD_MAX_LENGTH,
    });
  }
  return ok(value);
};
