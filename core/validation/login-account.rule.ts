import { ok } from "../shared/result";
import { foldFullWidth, stripSpaces } from "./input-normalization";
import { ACCOUNT_COUNTRY, validatePhone } from "./phone.rule";
import { invalid, type Validation } from "./validation-error";

/** Guards the account reading against pasted novels; account IDs are 5–18 characters anyway. */
export const ACCOUNT_MAX_LENGTH = 64;

/**
 * The account ID of account login (assistant login, or the "other" country): only presence is
 * checked, the server knows which IDs exist. `field` is the input it was typed into: the
 * assistant form's account field, or the phone field once its country is "other".
 */
export const validateLoginAccount = (
  raw: string,
  field: "account" | "phone" = "account",
): Validation<string> => {
  const value = stripSpaces(foldFullWidth(raw));
  if (value === "") return invalid(field, "validation:accountRequired");
  if (value.length > ACCOUNT_MAX_LENGTH) return invalid(field, "validation:accountInvalid");
  return ok(value);
};

/** The phone field with its country: a number, or an account ID when the country is "other". */
export const validatePhoneOrAccount = (raw: string, country: string): Validation<string> =>
  country === ACCOUNT_COUNTRY ? validateLoginAccount(raw, "phone") : validatePhone(raw);
