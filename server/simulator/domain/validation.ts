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

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
