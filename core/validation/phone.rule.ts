import { ok } from "../result/result";
import { foldFullWidth, stripSpaces } from "./input-normalization";
import { invalid, type Validation } from "./validation-error";

/** The country entry that turns the phone field into an account-ID field (account login). */
export const ACCOUNT_COUNTRY = "other";

/** VAL-PHONE-1, LIMIT-PHONE-1: the auth form accepts at most 15 digits. */
export const PHONE_MAX_LENGTH = 15;

/** Spaces and full-width digits are noise people type; the value sent is plain ASCII digits. */
const normalizePhone = (raw: string): string => stripSpaces(foldFullWidth(raw));

/** The auth-form reading of VAL-PHONE-1: required; digits only, at most 15 of them. */
export const validatePhone = (raw: string): Validation<string> => {
  const value = normalizePhone(raw);
  if (value === "") return invalid("phone", "validation:phoneRequired");
  if (!/^[0-9]+$/.test(value) || value.length > PHONE_MAX_LENGTH)
    return invalid("phone", "validation:phoneInvalid");
  return ok(value);
};

/** The other reading VAL-PHONE-2 states (a conflict it leaves open): 9 to 12 digits. */
export const isNineToTwelveDigitPhone = (raw: string): boolean => /^[0-9]{9,12}$/.test(normalizePhone(raw));
