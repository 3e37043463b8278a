import { ok } from "../result/result";
import { stripSpaces } from "./input-normalization";
import { invalid, type Validation } from "./validation-error";

export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 12;

/**
 * "Letters, digits or symbols" read as printable ASCII: the server and every keyboard agree on
 * those, whereas a full-width or accented character could not be typed back on another device.
 */
const PASSWORD_SHAPE = /^[\x21-\x7E]{4,12}$/;

/** Strips every space (SPEC §5), then checks 4–12 printable ASCII characters. */
export const normalizePassword = (raw: string): string => stripSpaces(raw);

export const validatePassword = (raw: string): Validation<string> => {
  const value = normalizePassword(raw);
  if (value === "") return invalid("password", "validation:passwordRequired");
  if (!PASSWORD_SHAPE.test(value)) {
    return invalid("password", "validation:passwordInvalid", {
      min: PASSWORD_MIN_LENGTH,
      max: PASSWORD_MAX_LENGTH,
    });
  }
  return ok(value);
};
