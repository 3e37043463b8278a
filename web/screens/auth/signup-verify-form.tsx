import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { checkSignupVerifyForm } from "../../../core/auth/code-form.rules";
import type { SignupVerifyInput } from "../../../core/auth/signup-verify.use-case";
import { ruleErrors } from "../../../core/auth/use-case-failure";
import { Button } from "../../components/form/button";
import { navigate } from "../../routes/hash-location";
import { AgreementField } from "./agreement-field";
import { AUTH_FORM_PARTS } from "./auth-form-parts";
import { useAuthEnvironment, useAuthServices } from "./auth-context";
import { withQuery } from "./auth-links";
import { channelFor } from "./auth-mode";
import { ChannelTabs } from "./channel-tabs";
import { FormAnnouncer } from "./form-announcer";
import { IdentifierCodeFields } from "./identifier-code-fields";
import { BRAND } from "../../brand/brand.config";
import { saveSignupDraft } from "./signup-draft";
import { useAuthSubmit } from "./use-auth-submit";
import { codeFormInput, useCodeForm, type CodeFormField } from "./use-code-form";
import type { Values } from "../../components/form/use-form-state";
import { useRegistrationWays } from "./use-registration-ways";
import { pathTo } from "../../routes/href-to";

type VerifyField = CodeFormField | "agreement";

/**
 * Sign-up step 1 (AUTH-VERIFY-1, FLOW-REGTYPE-1): phone or email as the registration type allows, the code, the
 * agreement; a valid code buys a register token and a generated account, handed to the sign-up
 * form through sessionStorage.
 */
export function SignupVerifyForm() {
  const { rawQuery, type } = useAuthEnvironment();
  const { useCases } = useAuthServices();
  const { t } = useTranslation(["auth", "validation", "errors"]);
  // The step after this one is the sign-up form, reached by navigating (no link to show intent on):
  // its part comes now, so it does not wait behind its skeleton (ADR-0435).
  useEffect(() => {
    AUTH_FORM_PARTS.signup.load().catch(() => {});
  }, []);
  const ways = useRegistrationWays(channelFor(type));
  const channel = ways.way;
  const verifyInput = (v: Values<VerifyField>): SignupVerifyInput => ({
    ...codeFormInput(channel, v),
    agreed: v.agreement === "1",
    defaultUserLabel: t("auth:defaultUserLabel"),
  });
  const codeForm = useCodeForm({
    channel,
    purpose: "register",
    extra: { agreement: "" },
    rules: (v) => ruleErrors(checkSignupVerifyForm(verifyInput(v))),
  });
  const { form, text } = codeForm;
  const { busy, canSubmit, submit } = useAuthSubmit({
    form,
    required: [channel, "authCode"],
    run: () => useCases.signupVerify.execute(verifyInput(form.values)),
    reactionHooks: codeForm.reactionHooks,
    onSuccess: (draft) => {
      const prefill = BRAND.auth.prefillPasswordFromCode
        ? { prefillPassword: form.values.authCode.trim() }
        : {};
      saveSignupDraft({ ...draft, ...prefill });
      navigate(withQuery(pathTo("signup"), rawQuery));
    },
  });

  const { formRef } = form;
  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <ChannelTabs channels={ways.ways} value={channel} onChange={ways.setWay}>
        <IdentifierCodeFields idPrefix="signup" channel={channel} codeForm={codeForm} />
        <AgreementField
          checked={form.values.agreement === "1"}
          onChange={(checked) => {
            form.set("agreement", checked ? "1" : "");
            form.touch("agreement");
          }}
          error={text("agreement")}
        />
      </ChannelTabs>
      <FormAnnouncer error={form.announcement} />
      <Button type="submit" block size="lg" loading={busy} disabled={!canSubmit}>
        {t("signupVerify.submit")}
      </Button>
      <p className="auth-form__switch">
        {t("signupVerify.haveAccount")}{" "}
        <a href={`#${withQuery(pathTo("login"), rawQuery)}`}>{t("signupVerify.login")}</a>
      </p>
    </form>
  );
}
