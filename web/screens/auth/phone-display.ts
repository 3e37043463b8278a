import { formatPhone } from "../../../core/rules/phone-format";
import type { Country } from "../../../core/sso/sso.schema";

/**
 * A verified phone as people read it: "+86 138 0013 8000". The dial code comes from the region list;
 * until that list answers (or if it fails) the region code stands in, so the number still shows.
 */
export function phoneDisplay(countries: readonly Country[], country: string, phone: string): string {
  const dial = countries.find((c) => c.regionCode === country)?.countryCode;
  return dial ? formatPhone(`${dial}${phone}`) : `${country} ${phone}`;
}
