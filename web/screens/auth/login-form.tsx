import { Button } from "../../components/form/button";
import { Tabs } from "../../components/form/tabs";
import { withQuery } from "./auth-links";
import { LOGIN_TABS } from "../../routes/login-types";
import type { LoginTab } from "./auth-mode";
import { FormAnnouncer } from "./form-announcer";
import { LoginFields } from "./login-fields";
import { useLoginForm } from "./use-login-form";
import { useEarlyPress } from "../../shell/screen-doors";
import { pathTo } from "../../routes/href-to";

const TAB_LABEL: Record<LoginTab, string> = {
  "phone-password": "login.tabs.phonePassword",
  "phone-code": "login.tabs.phoneCode",
  "email-password": "login.tabs.emailPassword",
};

/** The login form (AUTH-LOGIN-1), as useLoginForm (use-login-form.ts) keeps it. */
export function LoginForm() {
  const model = useLoginForm();
  const { t, query, rawQuery, view, tab, setTab, form, busy, canSubmit, submit } = model;
  const { formRef } = form;
  useEarlyPress(formRef);
  const account = view === "assistant";
  const fields = <LoginFields {...model} />;
  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="auth-title"
      data-early-submit="login"
    >
      {query.host ? <p className="auth-notice">{t("login.hostNotice")}</p> : null}
      {/* The 1 s success dialog is gone before anyone reads it; this stays until they log in. */}
      {query.reset === undefined ? null : (
        <p className="auth-notice auth-notice--done" role="status">
          {t(query.reset === "unlocked" ? "login.unlockedNotice" : "login.resetNotice")}
        </p>
      )}
      {account ? (
        fields
      ) : (
        <Tabs
          className="auth-tabs"
          label={t("login.tabsLabel")}
          value={tab}
          onChange={(id) => setTab(LOGIN_TABS.find((x) => x === id) ?? "phone-password")}
          items={LOGIN_TABS.map((id) => ({ id, label: t(TAB_LABEL[id]) }))}
        >
          {fields}
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
