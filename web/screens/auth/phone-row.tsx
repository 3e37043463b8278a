import { useTranslation } from "react-i18next";
import { ACCOUNT_COUNTRY, PHONE_MAX_LENGTH } from "../../../core/validation/phone.rule";
import type { Country } from "../../../core/sso/sso.schema";
import type { PickerOption } from "../../components/form/searchable-picker";
import { SearchablePicker } from "../../components/form/searchable-picker";
import { TextField } from "../../components/form/text-field";
import { useRegionSearch } from "./use-region-search";

export interface PhoneRowProps {
  readonly idPrefix: string;
  readonly countries: readonly Country[];
  readonly country: string;
  readonly onCountry: (regionCode: string) => void;
  readonly phone: string;
  readonly onPhone: (value: string) => void;
  readonly onBlur: () => void;
  readonly error?: string;
  readonly disabled?: boolean;
}

/** The "other" entry's name is a message key; every other name comes translated from the server. */
const countryName = (country: Country, t: (key: string) => string): string =>
  country.regionCode === ACCOUNT_COUNTRY ? t(country.countryName) : country.countryName;

/**
 * Region code + phone number on one row (AUTH-LOGIN-1). Choosing "other" turns the number into an
 * account field: plain text, `autocomplete="username"`, so password managers fill the account.
 */
export function PhoneRow({
  idPrefix,
  countries,
  country,
  onCountry,
  phone,
  onPhone,
  onBlur,
  error,
  disabled,
}: PhoneRowProps) {
  const { t } = useTranslation("auth");
  const account = country === ACCOUNT_COUNTRY;
  const regionSearch = useRegionSearch();
  const options: PickerOption[] = countries.map((c) => ({
    value: c.regionCode,
    label: countryName(c, t),
    detail: c.countryCode,
    keywords: c.regionCode,
  }));
  const selected = countries.find((c) => c.regionCode === country);
  const display = account
    ? t("fields.otherShort")
    : selected
      ? `${selected.countryCode || selected.regionCode}`
      : country;
  return (
    <div className="auth-phone-row">
      <SearchablePicker
        className="auth-phone-row__country"
        label={t("fields.country")}
        value={country}
        options={options}
        onChange={onCountry}
        display={display}
        search={regionSearch.search}
        onOpen={regionSearch.load}
      />
      <TextField
        id={`${idPrefix}-phone`}
        name="phone"
        className="auth-phone-row__number"
        label={account ? t("fields.account") : t("fields.phone")}
        placeholder={account ? t("placeholders.account") : t("placeholders.phone")}
        error={error}
        value={phone}
        disabled={disabled}
        onChange={(event) => onPhone(event.target.value)}
        onBlur={onBlur}
        {...(account
          ? {
              type: "text",
              autoComplete: "username",
              inputMode: "text" as const,
              autoCapitalize: "none",
              spellCheck: false,
              maxLength: 64,
            }
          : { type: "tel", autoComplete: "tel", inputMode: "tel" as const, maxLength: PHONE_MAX_LENGTH + 8 })}
      />
    </div>
  );
}
