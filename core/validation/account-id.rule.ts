import { ok } from "../result/result";
import { foldFullWidth, trimAll } from "./input-normalization";
import { invalid, type Validation } from "./validation-error";

export const ACCOUNT_ID_MIN_LENGTH = 5;
export const ACCOUNT_ID_MAX_LENGTH = 18;

/** VAL-ACCOUNTID-1: 5–18 letters, digits or underscores. Uniqueness is the server's answer (10004). */
export const validateAccountId = (raw: string): Validation<string> => {
  const value = trimAll(foldFullWidth(raw));
  if (value === "") return invalid("username", "validation:usernameRequired");
  if (!/^[A-Za-z0-9_]{5,18}$/.test(value)) {
    return invalid("username", "validation:usernameInvalid", {
      min: ACCOUNT_ID_MIN_LENGTH,
      max: ACCOUNT_ID_MAX_LENGTH,
    });
  }
  return ok(value);
};
