import { useMemo, useRef } from "react";
import { OTHER_COUNTRY } from "../../../core/content/countries.use-case";
import type { Country } from "../../../core/sso/sso.schema";
import { useUseCase } from "../../shell/screen-doors";

export interface CountryOptions {
  readonly countries: readonly Country[];
  readonly selected: string;
  readonly loading: boolean;
}

/**
 * The region list is only a convenience: until it is loaded, or if it cannot be, China (the default)
 * still works, named in the page's language (the log-in's picker opens before the services, ADR-0532).
 */
function fallback(language: string): readonly Country[] {
  let countryName = "中国";
  try {
    countryName = new Intl.DisplayNames([language], { type: "region" }).of("CN") ?? countryName;
  } catch {
    // A language tag the engine refuses: the name the server would give in Chinese.
  }
  return [{ countryName, countryCode: "+86", regionCode: "CN" }];
}

/**
 * The region-code selector's list from the countries use-case (AUTH-LOGIN-1): login adds the "other"
 * entry (account login); the preselection is the last used country, else the language's, else CN
 * (homeRegion). `preselect` gets that preselection once, when the first list arrives (the picker
 * cannot be opened on the real list before that), and what it sets renders together with the list.
 */
export function useCountries(
  includeOther: boolean,
  language: string,
  preselect?: (regionCode: string) => void,
): CountryOptions {
  const preselected = useRef(false);
  const [answer] = useUseCase(
    (services) => services.useCases.countries.execute({ includeOther, locale: language }),
    // The language suggests a region, and the server names countries in it: a switch asks again.
    [includeOther, language],
    {
      onReady: (value) => {
        if (preselected.current) return;
        preselected.current = true;
        preselect?.(value.selected);
      },
    },
  );
  const fallen = useMemo(() => fallback(language), [language]);
  if (answer.status === "ready")
    return { countries: answer.value.countries, selected: answer.value.selected, loading: false };
  return {
    countries: includeOther ? [...fallen, OTHER_COUNTRY] : fallen,
    selected: "CN",
    loading: answer.status === "loading",
  };
}
