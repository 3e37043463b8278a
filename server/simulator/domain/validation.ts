import { domainToASCII } from "node:url";

/** Server-side checks mirroring VAL-FIELDS-1; the server never trusts the client's own validation. */

export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
}

/** Digits only; 5–15 covers national numbers up to the E.164 maximum. */
export function isValidNationalNumber(digits: string): boolean {
  return /^\d{5,15}$/.test(digits);
}

/** 4–12 letters, digits or symbols, no spaces (VAL-PASSWORD-1). */
export function isValidPassword(password: string): boolean {
  return /^[\x21-\x7e]{4,12}$/.test(password);
}

/** Account ID: 5–18 letters, digits or underscore. */
export function isValidUsername(username: string): boolean {
  return /^[A-Za-z0-9_]{5,18}$/.test(username);
}

/**
 * One spelling per mailbox: compatibility forms folded (full-width "＠", "ｕｓｅｒ"), case folded
 * (every provider people use treats addresses case-insensitively), an internationalised domain in
 * its ASCII form and without a trailing root dot. Dots and "+tags" in the local part are left as
 * typed: whether they matter is each provider's own rule, and guessing wrong would merge two people.
 */
export function normalizeEmail(email: string): string {
  const folded = email.normalize("NFKC").trim().toLowerCase();
  const at = folded.lastIndexOf("@");
  if (at < 0) return folded;
  const domain = folded.slice(at + 1).replace(/\.$/, "");
  const ascii = domainToASCII(domain);
  return `${folded.slice(0, at)}@${ascii === "" ? domain : ascii}`;
}
