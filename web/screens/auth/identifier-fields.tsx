import type { Country } from "../../../core/sso/sso.schema";
import type { Channel } from "./auth-mode";
import { EmailField } from "./email-field";
import { PhoneRow } from "./phone-row";

export interface IdentifierFieldsProps {
  readonly idPrefix: string;
  readonly channel: Channel;
  readonly countries: readonly Country[];
  readonly values: { readonly country: string; readonly phone: string; readonly email: string };
  readonly set: (field: "country" | "phone" | "email", value: string) => void;
  readonly touch: (field: "phone" | "email") => void;
  readonly error: (field: "phone" | "email") => string | undefined;
}

/** Where the code goes: region code + phone, or email (sign-up verify, forgot, unlock). */
export function IdentifierFields({
  idPrefix,
  channel,
  countries,
  values,
  set,
  touch,
  error,
}: IdentifierFieldsProps) {
  if (channel === "email") {
    return (
      <EmailField
        id={`${idPrefix}-email`}
        value={values.email}
        onChange={(v) => set("email", v)}
        onBlur={() => touch("email")}
        error={error("email")}
      />
    );
  }
  return (
    <PhoneRow
      idPrefix={idPrefix}
      countries={countries}
      country={values.country}
      onCountry={(c) => set("country", c)}
      phone={values.phone}
      onPhone={(v) => set("phone", v)}
      onBlur={() => touch("phone")}
      error={error("phone")}
    />
  );
}
