import { useEffect, useRef } from "react";
import type { CountryOptions } from "./use-countries";

/**
 * The country list arrives after the form is shown; its preselection (last used, else CN) is
 * applied once, when it arrives (the picker cannot be opened on the real list before that).
 */
export function useCountryDefault(countries: CountryOptions, apply: (regionCode: string) => void): void {
  const applied = useRef(false);
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (countries.loading || applied.current) return;
    applied.current = true;
    latest.current(countries.selected);
  }, [countries.loading, countries.selected]);
}
