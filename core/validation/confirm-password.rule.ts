import { ok } from "../result/result";
import { normalizePassword } from "./password.rule";
import { invalid, type Validation } from "./validation-error";

/** Both sides are stripped the same way as the password, so "ab cd" confirms "abcd". */
export const validateConfirmPassword = (password: string, confirm: string): Validation<string> => {
  const value = normalizePassword(confirm);
  if (value === "") return invalid("confirmPassword", "validation:confirmPasswordRequired");
  if (value !== normalizePassword(password))
    return invalid("confirmPassword", "validation:passwordsMismatch");
  return ok(value);
};
