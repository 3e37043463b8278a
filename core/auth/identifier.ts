import { err, ok, type Result } from "../shared/result";
import { validateEmail } from "../validation/email.rule";
import { ACCOUNT_COUNTRY, validatePhone } from "../validation/phone.rule";
import { invalid, type ValidationError } from "../validation/validation-error";

/**
 * Where a code goes and whose password is reset or unlocked: a phone number in a country, or an
 * email. Raw input from a form or CLI flags; `verifiedIdentifier` checks and normalizes it.
 */
export type IdentifierInput =
  | { readonly channel: "phone"; readonly country: string; readonly phone: string }
  | { readonly channel: "email"; readonly email: string };

export type Identifier =
  | { readonly channel: "phone"; readonly country: string; readonly phone: string }
  | { readonly channel: "email"; readonly email: string };

/**
 * Codes can only reach a real phone number: the "other" country (account login) has no number to
 * text, so it is refused here, as is a missing country.
 */
export const verifiedPhone = (
  rawCountry: string,
  rawPhone: string,
): Result<{ readonly country: string; readonly phone: string }, ValidationError> => {
  const country = rawCountry.trim();
  if (country === "" || country === ACCOUNT_COUNTRY) return invalid("country", "validation:phoneInvalid");
  const phone = validatePhone(rawPhone);
  return phone.ok ? ok({ country, phone: phone.value }) : err(phone.error);
};

export const verifiedIdentifier = (input: IdentifierInput): Result<Identifier, ValidationError> => {
  if (input.channel === "email") {
    const email = validateEmail(input.email);
    return email.ok ? ok({ channel: "email", email: email.value }) : email;
  }
  const phone = verifiedPhone(input.country, input.phone);
  return phone.ok ? ok({ channel: "phone", ...phone.value }) : phone;
};

/** The text a user recognises their identifier by (shown read-only on the signup form). */
export const identifierText = (identifier: Identifier): string =>
  identifier.channel === "email" ? identifier.email : identifier.phone;
