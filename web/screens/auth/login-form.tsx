import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { verifiedPhone } from "../../../core/auth/identifier";
import type { LoginCredentials } from "../../../core/auth/login.use-case";
import { defaultNickname } from "../../../core/rules/default-nickname";
import { validateAuthCode } from "../../../core/validation/auth-code.rule";
import { validateEmail } from "../../../core/validation/email.rule";
import { validatePassword } from "../../../core/validation/password.rule";
import { ACCOUNT_COUNTRY, validatePhone } from "../../../core/validation/phone.rule";
import type { ValidationError } from "../../../core/validation/validation-error";
import { validationFailure } from "../../../core/auth/use-case-failure";
import { Button } from "../../components/form/button";
import { CodeField } from "../../components/form/code-field";
import { PasswordField } from "../../components/form/password-field";
import { Tabs } from "../../components/form/tabs";
import { useDialogs } from "../../components/feedback/feedback-context";
import { navigate } from "../../routes/hash-location";
import { useAuthEnvironment } from "./auth-context";
import { SCREEN_ONLY_KEYS, withQuery } from "./auth-links";
import { loginTabFor, type LoginTab } from "./auth-mode";
import { THIRD_PARTY_REFUSED_TARGET } from "./auth-targets";
import { AccountField } from "./account-field";
import { CodeButtonView } from "./code-button";
import { EmailField } from "./email-field";
import { FormAnnouncer } from "./form-announcer";
import { PhoneRow } from "./phone-row";
import { saveSignupDraft } from "./signup-draft";
import { thirdPartyOf } from "./third-party";
import { useCodeButton } from "./use-code-button";
import { useCountries } from "./use-countries";
import { useFinishLogin } from "./use-finish-login";
import { useAuthSubmit } from "./use-auth-submit";
import { useErrorText } from "./use-error-text";
import { useFormState, type Values } from "./use-form-state";
import { useCountryDefault } from "./use-country-default";

type LoginField = "country" | "phone" | "email" | "password" | "authCode";
type LoginView = LoginTab | "assistant";

const TABS: readonly LoginTab[] = ["phone-password", "phone-code", "email-password"];
const TAB_LABEL: Record<LoginTab, string> = {
  "phone-password": "login.tabs.phonePassword",
  "phone-code": "login.tabs.phoneCode",
  "email-password": "login.tabs.emailPassword",
};

/** SMS needs a number to text: the "other" (account) entry falls back to the default country there. */
const smsCountry = (country: string): string =>
  country === ACCOUNT_COUNTRY || country === "" ? "CN" : country;

function rulesFor(view: LoginView, v: Values<LoginField>): readonly ValidationError[] {
  switch (view) {
    case "assistant":
      return validationFailure([validatePhone(v.phone, ACCOUNT_COUNTRY), validatePassword(v.password)])
        .errors;
    case "phone-password": {
      const phone =
        v.country === ACCOUNT_COUNTRY
          ? validatePhone(v.phone, ACCOUNT_COUNTRY)
          : verifiedPhone(v.country, v.phone);
      return validationFailure([phone, validatePassword(v.password)]).errors;
    }
    case "phone-code":
      return validationFailure([verifiedPhone(smsCountry(v.country), v.phone), validateAuthCode(v.authCode)])
        .errors;
    case "email-password":
      return validationFailure([validateEmail(v.email), validatePassword(v.password)]).errors;
  }
}

const REQUIRED: Record<LoginView, readonly LoginField[]> = {
  assistant: ["phone", "password"],
  "phone-password": ["phone", "password"],
  "phone-code": ["phone", "authCode"],
  "email-password": ["email", "password"],
};

function credentials(view: LoginView, v: Values<LoginField>): LoginCredentials {
  switch (view) {
    case "assistant":
      return { mode: "assistant", account: v.phone, password: v.password };
    case "phone-password":
      return { mode: "phone-password", country: v.country, phone: v.phone, password: v.password };
    case "phone-code":
      return { mode: "phone-code", country: smsCountry(v.country), phone: v.phone, authCode: v.authCode };
    case "email-password":
      return { mode: "email-password", email: v.email, password: v.password };
  }
}

/**
 * The login form (SPEC §2): phone + password, SMS code and email + password tabs, or the single
 * account + password form of assistant login. Host login, the creator "apply" prompt, the
 * third-party source and guestId come from the query.
 */
export function LoginForm() {
  const env = useAuthEnvironment();
  const { query, rawQuery, useCases } = env;
  const { t, i18n } = useTranslation(["auth", "validation", "errors", "common"]);
  const dialogs = useDialogs();
  const [tab, setTab] = useState<LoginTab>(loginTabFor(env.type) ?? "phone-password");
  const view: LoginView = query.assistant ? "assistant" : tab;
  const thirdParty = thirdPartyOf(query, env.services.thirdPartySources);
  const countries = useCountries(true, i18n.language);
  const form = useFormState<LoginField>(
    { country: "CN", phone: "", email: "", password: "", authCode: "" },
    (v) => rulesFor(view, v),
  );
  useCountryDefault(countries, (country) => form.set("country", country));
  const code = useCodeButton();
  const finishLogin = useFinishLogin(thirdParty.kind === "accepted" ? thirdParty.redirect : undefined);

  useEffect(() => {
    // SPEC §4: only the configured source may use the third-party flow.
    if (thirdParty.kind === "refused") navigate(THIRD_PARTY_REFUSED_TARGET, { replace: true });
  }, [thirdParty.kind]);

  useEffect(() => {
    // The creator invite sends people here first (SPEC §4: apply shows the login-required dialog).
    if (query.apply) void dialogs.open({ title: t("errors:loginRequiredToApply"), state: "info" });
  }, [dialogs, query.apply, t]);

  const text = useErrorText(form);

  const sendCode = async () => {
    if (!form.check("phone")) return;
    await code.send(
      {
        channel: "phone",
        country: smsCountry(form.values.country),
        phone: form.values.phone,
        purpose: "login",
      },
      (errors) => form.reveal(errors),
    );
  };

  const { busy, canSubmit, submit } = useAuthSubmit({
    form,
    required: REQUIRED[view],
    run: () =>
      useCases.login.execute({
        ...credentials(view, form.values),
        host: query.host,
        ...(thirdParty.kind === "accepted" && thirdParty.redirect
          ? { thirdPartyRedirect: thirdParty.redirect }
          : {}),
      }),
    onSuccess: async (outcome) => {
      if (outcome.kind === "needs-signup") {
        // SPEC §4: a login answer with a registerToken skips to sign-up.
        const accountId = await useCases.accountIds.next();
        saveSignupDraft({
          registerToken: outcome.registerToken,
          identifier: outcome.identifier,
          accountId,
          nickname: defaultNickname(accountId, t("auth:defaultUserLabel")),
        });
        navigate(withQuery("/signup", rawQuery, {}, SCREEN_ONLY_KEYS));
        return;
      }
      await finishLogin(outcome);
    },
  });

  const account = view === "assistant";
  const fields = (
    <>
      {view === "email-password" ? (
        <EmailField
          id="login-email"
          value={form.values.email}
          onChange={(v) => form.set("email", v)}
          onBlur={() => form.touch("email")}
          error={text("email")}
        />
      ) : account ? (
        <AccountField
          id="login-account"
          value={form.values.phone}
          onChange={(v) => form.set("phone", v)}
          onBlur={() => form.touch("phone")}
          error={text("phone")}
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
          autoComplete="current-password"
          value={form.values.password}
          onChange={(e) => form.set("password", e.target.value)}
          onBlur={() => form.touch("password")}
          error={text("password")}
        />
      )}
    </>
  );

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      {query.host ? <p className="auth-notice">{t("login.hostNotice")}</p> : null}
      {account ? (
        <div className="auth-form__fields">{fields}</div>
      ) : (
        <Tabs
          className="auth-tabs"
          label={t("login.tabsLabel")}
          value={tab}
          onChange={(id) => setTab(TABS.find((x) => x === id) ?? "phone-password")}
          items={TABS.map((id) => ({ id, label: t(TAB_LABEL[id]) }))}
        >
          <div className="auth-form__fields">{fields}</div>
        </Tabs>
      )}
      <FormAnnouncer error={form.announcement} />
      <div className="auth-form__row-links">
        <a href={`#${withQuery("/forgot", rawQuery, {}, SCREEN_ONLY_KEYS)}`}>{t("login.forgot")}</a>
        <a href={`#${withQuery("/unlock", rawQuery, {}, SCREEN_ONLY_KEYS)}`}>{t("login.unlock")}</a>
      </div>
      <Button type="submit" block size="lg" loading={busy} disabled={!canSubmit}>
        {t("login.submit")}
      </Button>
      {account ? null : (
        <p className="auth-form__switch">
          {t("login.noAccount")}{" "}
          <a href={`#${withQuery("/signup-verify", rawQuery, {}, SCREEN_ONLY_KEYS)}`}>{t("login.signup")}</a>
        </p>
      )}
    </form>
  );
}
