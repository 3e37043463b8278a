import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { verifiedIdentifier } from "../../../core/auth/identifier";
import { validationFailure } from "../../../core/auth/use-case-failure";
import { validateAgreement } from "../../../core/validation/agreement.rule";
import { validateAuthCode } from "../../../core/validation/auth-code.rule";
import type { ValidationError } from "../../../core/validation/validation-error";
import { Button } from "../../components/form/button";
import { navigate } from "../../routes/hash-location";
import { useReactions } from "../../services/reaction-context";
import { AgreementField } from "./agreement-field";
import { useAuthEnvironment } from "./auth-context";
import { SCREEN_ONLY_KEYS, withQuery } from "./auth-links";
import { channelFor, type Channel } from "./auth-mode";
import { ChannelTabs } from "./channel-tabs";
import { CodeInput } from "./code-input";
import { FormAnnouncer } from "./form-announcer";
import { IdentifierFields } from "./identifier-fields";
import { saveSignupDraft } from "./signup-draft";
import { useCodeButton } from "./use-code-button";
import { useCountries } from "./use-countries";
import { useCountryDefault } from "./use-country-default";
import { useUnexpectedFailure } from "./use-unexpected-failure";
import { filled, useFormState, type Values } from "./use-form-state";
import { useRegistrationWays } from "./use-registration-ways";

type VerifyField = "country" | "phone" | "email" | "authCode" | "agreement";

const identifierOf = (channel: Channel, v: Values<VerifyField>) =>
  channel === "email" ? ({ channel, email: v.email } as const) : ({ channel, country: v.country, phone: v.phone } as const);

const rules = (channel: Channel, v: Values<VerifyField>): readonly ValidationError[] =>
  validationFailure([verifiedIdentifier(identifierOf(channel, v)), validateAuthCode(v.authCode), validateAgreement(v.agreement === "1")]).errors;

/**
 * Sign-up step 1 (SPEC §2, §4): phone or email as the registration type allows, the code, the
 * agreement; a valid code buys a register token and a generated account, handed to the sign-up
 * form through sessionStorage.
 */
export function SignupVerifyForm() {
  const { rawQuery, useCases, type } = useAuthEnvironment();
  const { t, i18n } = useTranslation(["auth", "validation", "errors"]);
  const reactions = useReactions();
  const ways = useRegistrationWays(channelFor(type));
  const channel = ways.way;
  const countries = useCountries(false, i18n.language);
  const form = useFormState<VerifyField>({ country: "CN", phone: "", email: "", authCode: "", agreement: "" }, (v) => rules(channel, v));
  useCountryDefault(countries, (c) => form.set("country", c));
  const code = useCodeButton();
  const [busy, setBusy] = useState(false);
  const unexpected = useUnexpectedFailure();
  const required: readonly VerifyField[] = [channel, "authCode"];

  const text = (field: VerifyField) => {
    const error = form.errorOf(field);
    return error ? t(error.key, { ...error.params }) : undefined;
  };

  const sendCode = async () => {
    if (!form.check(channel)) return;
    await code.send({ ...identifierOf(channel, form.values), purpose: "register" }, (errors) => form.reveal(errors));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !filled(form.values, required)) return;
    if (form.reveal()) return;
    setBusy(true);
    try {
      const result = await useCases.signupVerify.execute({
        ...identifierOf(channel, form.values),
        authCode: form.values.authCode,
        agreed: form.values.agreement === "1",
        defaultUserLabel: t("auth:defaultUserLabel"),
      });
      if (!result.ok) {
        if (result.error.kind === "validation") form.reveal(result.error.errors);
        else {
          await reactions.execute(result.error.reaction, { clearField: form.clear });
          form.focusCleared();
        }
        return;
      }
      saveSignupDraft(result.value);
      navigate(withQuery("/signup", rawQuery, {}, SCREEN_ONLY_KEYS));
    } catch {
      unexpected();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <ChannelTabs channels={ways.ways} value={channel} onChange={ways.setWay}>
        <IdentifierFields
          idPrefix="signup"
          channel={channel}
          countries={countries.countries}
          values={form.values}
          set={form.set}
          touch={form.touch}
          error={text}
        />
        <CodeInput id="signup-code" value={form.values.authCode} onChange={(v) => form.set("authCode", v)} onBlur={() => form.touch("authCode")} error={text("authCode")} state={code.state} onSend={() => void sendCode()} />
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
      <Button type="submit" block size="lg" loading={busy} disabled={!filled(form.values, required)}>
        {t("signupVerify.submit")}
      </Button>
      <p className="auth-form__switch">
        {t("signupVerify.haveAccount")} <a href={`#${withQuery("/login", rawQuery, {}, SCREEN_ONLY_KEYS)}`}>{t("signupVerify.login")}</a>
      </p>
    </form>
  );
}
