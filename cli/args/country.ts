/**
 * `--country` takes an ISO 3166-1 region code ("CN", "us"). The server's list can't be consulted
 * without a call, and bad input must fail before any call, so the check is "is this a region code
 * at all", answered offline by ICU's region names (Node ships full ICU). A region the server
 * doesn't offer still reaches the server, which has the last word.
 */
import { DEFAULT_COUNTRY } from "../../core/rules/home-region";
import { err, ok, type Result } from "../../core/result/result";
import { ACCOUNT_COUNTRY } from "../../core/validation/phone.rule";
import type { ValidationError } from "../../core/validation/validation-error";

/** ICU knows "ZZ" (unknown region) and macro-regions like "EU"/"UN"; none is a phone country. */
const NOT_COUNTRIES = new Set(["ZZ", "EU", "EZ", "UN", "QO", "XA", "XB"]);

let regionNames: Intl.DisplayNames | null = null;

export function isRegionCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  try {
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

/** Normalizes and checks a region code; `allowAccount` admits "other" (account login). */
export function checkCountry(raw: string | undefined, allowAccount = false): Result<string, ValidationError> {
  const text = (raw ?? DEFAULT_COUNTRY).trim();
  if (allowAccount && text.toLowerCase() === ACCOUNT_COUNTRY) return ok(ACCOUNT_COUNTRY);
  const code = text.toUpperCase();
  return isRegionCode(code)
    ? ok(code)
    : err({ field: "country", key: "cli:validation.countryUnknown", params: { country: text } });
}
