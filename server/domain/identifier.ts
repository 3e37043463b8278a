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

export function phoneIdentifier(country: string, raw: string): Identifier | undefined {
  const callingCode = callingCodeFor(country);
  const digits = raw.replace(/[\s-]/g, "");
  if (!callingCode || !isValidNationalNumber(digits)) return undefined;
  return { kind: "phone", callingCode, digits };
}
