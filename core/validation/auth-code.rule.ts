import { ok } from "../result/result";
import { foldFullWidth, stripSpaces } from "./input-normalization";
import { invalid, type Validation } from "./validation-error";

export const AUTH_CODE_LENGTH = 6;

/** Codes are read off an SMS or mail, often pasted as "123 456" or typed full-width. */
export const validateAuthCode = (raw: string): Validation<string> => {
  const value = stripSpaces(foldFullWidth(raw));
  if (value === "") return invalid("authCode", "validation:authCodeRequired");
  if (!/^[0-9]{6}$/.test(value))
    return invalid("authCode", "validation:authCodeInvalid", { length: AUTH_CODE_LENGTH });
  return ok(value);
};
