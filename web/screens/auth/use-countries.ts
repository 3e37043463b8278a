import { startTransition, useEffect, useState } from "react";
import { OTHER_COUNTRY } from "../../../core/content/countries.use-case";
import type { Country } from "../../../core/sso/sso.schema";
import { useAuthEnvironment } from "./auth-context";

export interface CountryOptions {
  readonly countries: readonly Country[];
  readonly selected: string;
  readonly loading: boolean;
}

/** The region list is only a convenience: if it cannot be loaded, China (the default) still works. */
const FALLBACK: readonly Country[] = [{ countryName: "中国", countryCode: "+86", regionCode: "CN" }];

/**
 * The region-code selector's list from the countries use-case (AUTH-LOGIN-1): login adds the "other"
 * entry (account login); the preselection is the last used country, else CN.
 */
export function useCountries(includeOther: boolean, language: string): CountryOptions {
  const { useCases } = useAuthEnvironment();
  const [state, setState] = useState<CountryOptions>({
    countries: includeOther ? [...FALLBACK, OTHER_COUNTRY] : FALLBACK,
    selected: "CN",
    loading: true,
  });
  useEffect(() => {
    let live = true;
    void useCases.countries
      .execute({ includeOther })
      .catch(() => null)
      .then((result) => {
        if (!live) return;
        // A transition: React renders the form again in slices instead of one task (a default
        // update is never time-sliced; ADR-0179).
        startTransition(() => {
          if (result?.ok)
            setState({ countries: result.value.countries, selected: result.value.selected, loading: false });
          else setState((prev) => ({ ...prev, loading: false }));
        });
      });
    return () => {
      live = false;
    };
    // The server names countries in the request's language, so a language switch refetches.
  }, [useCases, includeOther, language]);
  return state;
}
