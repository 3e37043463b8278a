import { startTransition, useEffect, useEffectEvent, useRef } from "react";
import type { CountryOptions } from "./use-countries";

/**
 * The country list arrives after the form is shown; its preselection (last used, else CN) is
 * applied once, when it arrives (the picker cannot be opened on the real list before that).
 */
export function useCountryDefault(countries: CountryOptions, apply: (regionCode: string) => void): void {
  const applied = useRef(false);
  // The caller's latest `apply`, without re-running the effect when it changes identity.
  const applyLatest = useEffectEvent((regionCode: string) => apply(regionCode));
  useEffect(() => {
    if (countries.loading || applied.current) return;
    applied.current = true;
    // Not urgent (the picker shows CN meanwhile): rendered in slices, like the list's arrival.
    startTransition(() => applyLatest(countries.selected));
  }, [countries.loading, countries.selected]);
}
