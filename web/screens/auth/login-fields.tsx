import { ACCOUNT_COUNTRY } from "../../../core/validation/phone.rule";
import { CodeField } from "../../components/form/code-field";
import { PasswordField } from "../../components/form/password-field";
import { AccountField } from "./account-field";
import { CodeButtonView } from "./code-button";
import { EmailField } from "./email-field";
import { PhoneRow } from "./phone-row";
import { smsCountry, type LoginFormModel } from "./use-login-form";

type Props = Pick<LoginFormModel, "t" | "view" | "form" | "text" | "countries" | "code" | "sendCode">;

/** The fields of the view shown: its identifier (email, account ID or phone) and its password or SMS code. */
export function LoginFields({ t, view, form, text, countries, code, sendCode }: Props) {
  return (
    <div className="auth-form__fields">
      {view === "email-password" ? (
        <EmailField
          id="login-email"
          value={form.values.email}
          onChange={(v) => form.set("email", v)}
          onBlur={() => form.touch("email")}
          error={text("email")}
        />
      ) : view === "assistant" ? (
        <AccountField
          id="login-account"
          value={form.values.account}
          onChange={(v) => form.set("account", v)}
          onBlur={() => form.touch("account")}
          error={text("account")}
        />
      ) : (
        <PhoneRow
          idPrefix="login"
          countries={
            view === "phone-code"
              ? countries.countries.filter((c) => c.regionCode !== ACCOUNT_COUNTRY)
              : countries.countries
          }
          country={view === "phone-code" ? smsCountry(form.values.country) : form.values.country}
          onCountry={(c) => form.set("country", c)}
          phone={form.values.phone}
          onPhone={(v) => form.set("phone", v)}
          onBlur={() => form.touch("phone")}
          error={text("phone")}
        />
      )}
      {view === "phone-code" ? (
        <CodeField
          id="login-code"
          name="authCode"
          label={t("fields.authCode")}
          placeholder={t("placeholders.authCode")}
          value={form.values.authCode}
          onChange={(e) => form.set("authCode", e.target.value)}
          onBlur={() => form.touch("authCode")}
          error={text("authCode")}
          action={<CodeButtonView state={code.state} onClick={() => void sendCode()} />}
        />
      ) : (
        <PasswordField
          id="login-password"
          name="password"
          label={t("fields.password")}
          placeholder={t("placeholders.password")}
          autoComplete="current-password"
          value={form.values.password}
          onChange={(e) => form.set("password", e.target.value)}
          onBlur={() => form.touch("password")}
          error={text("password")}
        />
      )}
    </div>
  );
}
