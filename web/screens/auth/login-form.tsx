import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkLoginForm, type LoginCredentials } from "../../../core/auth/login-form.rules";
import { defaultNickname } from "../../../core/rules/default-nickname";
import { ACCOUNT_COUNTRY } from "../../../core/validation/phone.rule";
import { ruleErrors } from "../../../core/auth/use-case-failure";
import { Button } from "../../components/form/button";
import { CodeField } from "../../components/form/code-field";
import { PasswordField } from "../../components/form/password-field";
import { Tabs } from "../../components/form/tabs";
import { useDialogs, useToasts } from "../../components/feedback/feedback-context";
import { navigate } from "../../routes/hash-location";
import { useAuthEnvironment } from "./auth-context";
import { withQuery } from "./auth-links";
import { LOGIN_TABS, untypedLoginTab } from "../../routes/login-types";
import { loginTabFor, type LoginTab } from "./auth-mode";
import { THIRD_PARTY_REFUSED_TARGET } from "./auth-targets";
import { AccountField } from "./account-field";
import { CodeButtonView } from "./code-button";
import { EARLY_LOGIN_FIELDS } from "./early-login-fields";
import { takeEarlySubmit } from "../../shell/screen-doors";
import { EmailField } from "./email-field";
import { FormAnnouncer } from "./form-announcer";
import { readIdentifierHandoff, writeIdentifierHandoff } from "./identifier-handoff";
import { PhoneRow } from "./phone-row";
import { saveSignupDraft } from "./signup-draft";
import { AUTH_FORM_PARTS } from "./auth-form-parts";
import { thirdPartyOf } from "./third-party";
import { useCodeButton } from "./use-code-button";
import { useCountries } from "./use-countries";
import { useFinishLogin } from "./use-finish-login";
import { useAuthSubmit } from "./use-auth-submit";
import { useErrorText } from "./use-error-text";
import { useFormState, type Values } from "../../components/form/use-form-state";
import { useCarriedInputs } from "../../components/form/typed-carry";
import { valueOf } from "../../../core/result/result";
import { pathTo } from "../../routes/href-to";

type LoginField = "country" | "phone" | "account" | "email" | "password" | "authCode";
type LoginView = LoginTab | "assistant";

const TAB_LABEL: Record<LoginTab, string> = {
  "phone-password": "login.tabs.phonePassword",
  "phone-code": "login.tabs.phoneCode",
  "email-password": "login.tabs.emailPassword",
};

/** SMS needs a number to text: the "other" (account) entry falls back to the default country there. */
const smsCountry = (country: string): string =>
  country === ACCOUNT_COUNTRY || country === "" ? "CN" : country;

const REQUIRED: Record<LoginView, readonly LoginField[]> = {
  assistant: ["account", "password"],
  "phone-password": ["phone", "password"],
  "phone-code": ["phone", "authCode"],
  "email-password": ["email", "password"],
};

function credentials(view: LoginView, v: Values<LoginField>): LoginCredentials {
  switch (view) {
    case "assistant":
      return { mode: "assistant", account: v.account, password: v.password };
    case "phone-password":
      return { mode: "phone-password", country: v.country, phone: v.phone, password: v.password };
    case "phone-code":
      return { mode: "phone-code", country: smsCountry(v.country), phone: v.phone, authCode: v.authCode };
    case "email-password":
      return { mode: "email-password", email: v.email, password: v.password };
  }
}

/**
 * The login form (AUTH-LOGIN-1): phone + password, SMS code and email + password tabs, or the single
 * account + password form of assistant login. Host login, the creator "apply" prompt, the
 * third-party source and guestId come from the query.
 */
export function LoginForm() {
  const env = useAuthEnvironment();
  const { query, rawQuery, useCases } = env;
  const { t, i18n } = useTranslation(["auth", "validation", "errors", "common"]);
  const dialogs = useDialogs();
  const toasts = useToasts();
  // After a reset or an unlock (or back from them) the form opens on the channel and identifier
  // used there (ADR-0146); the route's type still wins.
  const [handoff] = useState(readIdentifierHandoff);
  const [tab, setTab] = useState<LoginTab>(
    () =>
      loginTabFor(env.type) ??
      untypedLoginTab(env.services.preferences.loginTab.read(), handoff?.channel ?? null),
  );
  // Moving inside the app from #/login to #/login/sms keeps this form mounted: the route's
  // type selects the tab as a fresh load does (ADR-0146). Adjusted while rendering, not in an
  // effect, so the old tab never paints.
  const [seenType, setSeenType] = useState(env.type);
  if (seenType !== env.type) {
    setSeenType(env.type);
    const fromRoute = loginTabFor(env.type);
    if (fromRoute) setTab(fromRoute);
  }
  const view: LoginView = query.assistant ? "assistant" : tab;
  const thirdParty = thirdPartyOf(query, env.services.thirdPartySources);
  const form = useFormState<LoginField>(
    {
      country: handoff?.country ?? "CN",
      phone: handoff?.phone ?? "",
      account: "",
      email: handoff?.email ?? "",
      password: "",
      authCode: "",
    },
    (v) => ruleErrors(checkLoginForm(credentials(view, v))),
  );
  // What was typed into the fields the HTML showed before the services were in (ADR-0410).
  useCarriedInputs(EARLY_LOGIN_FIELDS, form.set);
  const countries = useCountries(true, i18n.language, (country) =>
    form.set("country", handoff?.country || country),
  );
  const { country, phone, email } = form.values;
  useEffect(() => {
    // The account ID of assistant login is not a phone number: not carried.
    if (view !== "assistant")
      writeIdentifierHandoff({
        channel: view === "email-password" ? "email" : "phone",
        country,
        phone,
        email,
      });
  }, [view, country, phone, email]);
  const code = useCodeButton();
  const finishLogin = useFinishLogin(thirdParty.kind === "accepted" ? thirdParty.redirect : undefined);

  useEffect(() => {
    // FLOW-THIRDPARTY-1: only the configured source may use the third-party flow.
    if (thirdParty.kind === "refused") navigate(THIRD_PARTY_REFUSED_TARGET, { replace: true });
  }, [thirdParty.kind]);

  useEffect(() => {
    // The creator invite sends people here first (FLOW-QUERY-1: apply shows the login-required dialog).
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
        // FLOW-REGTOKEN-1: a login answer with a registerToken skips to sign-up.
        // The sign-up form is a part of its own (ADR-0435): fetched beside the account ID.
        AUTH_FORM_PARTS.signup.load().catch(() => {});
        const accountId = valueOf(await useCases.accountIds.execute());
        saveSignupDraft({
          registerToken: outcome.registerToken,
          identifier: outcome.identifier,
          accountId,
          nickname: defaultNickname(accountId, t("auth:defaultUserLabel")),
        });
        // Say why the log-in became an account set-up, on the screen it leads to (ADR-0389).
        if (outcome.identifier?.channel === "phone")
          toasts.keepForNextScreen(toasts.show("info", t("auth:login.noAccountYet")));
        navigate(withQuery(pathTo("signup"), rawQuery));
        return;
      }
      // The method that worked is the one offered first next time (ADR-0146).
      if (view !== "assistant") env.services.preferences.loginTab.write(view);
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
    </>
  );

  const { formRef } = form;
  // Log in pressed on the early fields (ADR-0450): sent once the carried text is in the form's state.
  const [earlySubmit] = useState(takeEarlySubmit);
  const earlySent = useRef(false);
  useEffect(() => {
    if (!earlySubmit || earlySent.current || !canSubmit) return;
    earlySent.current = true;
    formRef.current?.requestSubmit();
  }, [earlySubmit, canSubmit, formRef]);
  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      {query.host ? <p className="auth-notice">{t("login.hostNotice")}</p> : null}
      {/* The 1 s success dialog is gone before anyone reads it; this stays until they log in. */}
      {query.reset === undefined ? null : (
        <p className="auth-notice auth-notice--done" role="status">
          {t(query.reset === "unlocked" ? "login.unlockedNotice" : "login.resetNotice")}
        </p>
      )}
      {account ? (
        <div className="auth-form__fields">{fields}</div>
      ) : (
        <Tabs
          className="auth-tabs"
          label={t("login.tabsLabel")}
          value={tab}
          onChange={(id) => setTab(LOGIN_TABS.find((x) => x === id) ?? "phone-password")}
          items={LOGIN_TABS.map((id) => ({ id, label: t(TAB_LABEL[id]) }))}
        >
          <div className="auth-form__fields">{fields}</div>
        </Tabs>
      )}
      <FormAnnouncer error={form.announcement} />
      <div className="auth-form__row-links">
        <a href={`#${withQuery(pathTo("forgot"), rawQuery)}`}>{t("login.forgot")}</a>
        <a href={`#${withQuery(pathTo("unlock"), rawQuery)}`}>{t("login.unlock")}</a>
      </div>
      <Button type="submit" block size="lg" loading={busy} disabled={!canSubmit}>
        {t("login.submit")}
      </Button>
      {account ? null : (
        <p className="auth-form__switch">
          {t("login.noAccount")}{" "}
          <a href={`#${withQuery(pathTo("signupVerify"), rawQuery)}`}>{t("login.signup")}</a>
        </p>
      )}
    </form>
  );
}
