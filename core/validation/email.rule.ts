import { ok } from "../result/result";
import { foldFullWidth, hasControlCharacter, trimAll } from "./input-normalization";
import { invalid, type Validation } from "./validation-error";

/** RFC 5321 caps a forward path at 254 characters; anything longer cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;

/** VAL-EMAIL-1: one @, non-space text on both sides, and a dot inside the domain part. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/u;

export const validateEmail = (raw: string): Validation<string> => {
  const value = trimAll(foldFullWidth(raw));
  if (value === "") return invalid("email", "validation:emailRequired");
  if (value.length > EMAIL_MAX_LENGTH || hasControlCharacter(value) || !EMAIL_SHAPE.test(value)) {
    return invalid("email", "validation:emailInvalid");
  }
  return ok(value);
};
