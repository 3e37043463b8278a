import { apiCallFailure, type ApiCallFailure } from "../auth/use-case-failure";
import type { KeyValueStore } from "../ports/key-value-store.port";
import type { SsoApi } from "../sso/sso-api.port";
import type { Country } from "../sso/sso.schema";
import { err, ok, type Result } from "../result/result";
import { STORAGE_KEYS } from "../storage/storage-keys";
import { ACCOUNT_COUNTRY } from "../validation/phone.rule";
import { homeRegion } from "../rules/home-region";

/**
 * The "other" entry that turns the phone field into an account field. Its name is a message key
 * (the label is translated); its dial code is empty because no number is dialled.
 */
export const OTHER_COUNTRY: Country = {
  countryName: "auth:countryOther",
  countryCode: "",
  regionCode: ACCOUNT_COUNTRY,
};

export interface CountriesInput {
  /** Login offers account login through "other"; sign-up, reset and unlock need a real number. */
  readonly includeOther: boolean;
  /** The interface language: with no last region, it suggests one (ru → RU). */
  readonly locale: string;
}

export interface CountryChoice {
  readonly countries: readonly Country[];
  /** Region code to preselect: the last one used, else the language's, else CN (homeRegion). */
  readonly selected: string;
}

export class CountriesUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly store: KeyValueStore,
  ) {}

  async execute(input: CountriesInput): Promise<Result<CountryChoice, ApiCallFailure>> {
    const response = await this.api.countries();
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "generic" }));
    // The server's list is not expected to contain "other", but a duplicate would confuse the selector.
    const served = response.value.data.filter((country) => country.regionCode !== ACCOUNT_COUNTRY);
    const countries = input.includeOther ? [...served, OTHER_COUNTRY] : served;
    const selected = homeRegion(this.store.get(STORAGE_KEYS.lastCountry), input.locale, (code) =>
      countries.some((country) => country.regionCode === code),
    );
    return ok({ countries, selected });
  }
}
