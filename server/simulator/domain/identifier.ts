import { callingCodeOf } from "../data/countries";
import { isValidEmail, isValidNationalNumber, normalizeEmail } from "./validation";

/** Who a code, a register token or a login is about. */
export type Identifier =
  | { readonly kind: "email"; readonly email: string }
  | { readonly kind: "phone"; readonly callingCode: string; readonly digits: string };

/**
 * How an identifier is written in the outbox `to` field and used as a map key: emails lower-cased,
 * phones as "+{callingCode}{digits}" with no spaces, e.g. "+8613800138000".
 */
export function addressOf(id: Identifier): string {
  return id.kind === "email" ? id.email : `+${id.callingCode}${id.digits}`;
}

/** `country` may be a region code ("CN") or a calling code ("86", "+86"). */
export function callingCodeFor(country: string): string | undefined {
  const trimmed = country.trim();
  const fromRegion = callingCodeOf(trimmed);
  if (fromRegion) return fromRegion;
  const match = /^\+?(\d{1,4})$/.exec(trimmed);
  return match?.[1];
}

export function emailIdentifier(raw: string): Identifier | undefined {
  const email = normalizeEmail(raw);
  return isValidEmail(email) ? { kind: "email", email } : undefined;
}

/** A repeated country code is only taken off when this many digits remain (a whole number). */
const MIN_DIGITS_AFTER_CODE = 8;

/**
 * The national number as one person's phone, so one phone is one key everywhere (accounts, codes,
 * resend waits, rate limits): spaces and dashes dropped; an international prefix ("+86", "0086")
 * or a repeated country code ("8613911112222") taken off; then the national trunk prefix 0
 * ("013911112222"). "13911112222", "013911112222", "+86 139-1111-2222" and "8613911112222" are all
 * "13911112222" under CN.
 */
export function normalizeNationalNumber(callingCode: string, raw: string): string {
  let digits = raw.replace(/[\s-]/g, "");
  if (digits.startsWith("+"))
    digits = digits.slice(1).startsWith(callingCode) ? digits.slice(1 + callingCode.length) : digits;
  else if (digits.startsWith(`00${callingCode}`)) digits = digits.slice(2 + callingCode.length);
  else if (digits.startsWith(callingCode) && digits.length - callingCode.length >= MIN_DIGITS_AFTER_CODE)
    digits = digits.slice(callingCode.length);
  if (digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}

export function phoneIdentifier(country: string, raw: string): Identifier | undefined {
  const callingCode = callingCodeFor(country);
  if (!callingCode) return undefined;
  const digits = normalizeNationalNumber(callingCode, raw);
  if (!isValidNationalNumber(digits)) return undefined;
  return { kind: "phone", callingCode, digits };
}
