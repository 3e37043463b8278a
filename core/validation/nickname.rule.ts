import { ok } from "../result/result";
import { codePointLength, hasControlCharacter, trimAll } from "./input-normalization";
import { invalid, type Validation } from "./validation-error";

/** SPEC only says "required"; 32 code points fits every menu and avatar caption (ADR-0032). */
export const NICKNAME_MAX_LENGTH = 32;

/** Bidirectional overrides can make a nickname render as someone else's name. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

export const validateNickname = (raw: string): Validation<string> => {
  const value = trimAll(raw);
  if (value === "") return invalid("nickname", "validation:nicknameRequired");
  if (codePointLength(value) > NICKNAME_MAX_LENGTH) {
    return invalid("nickname", "validation:nicknameTooLong", { max: NICKNAME_MAX_LENGTH });
  }
  if (hasControlCharacter(value) || BIDI_CONTROL.test(value))
    return invalid("nickname", "validation:nicknameInvalid");
  return ok(value);
};
