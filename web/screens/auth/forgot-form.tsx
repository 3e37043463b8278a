import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { verifiedIdentifier } from "../../../core/auth/identifier";
import { validationFailure } from "../../../core/auth/use-case-failure";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { validateAuthCode } from "../../../core/validation/auth-code.rule";
import { validateConfirmPassword } from "../../../core/validation/confirm-password.rule";
import { PASSWORD_MAX_LENGTH, validatePassword } from "../../../core/validation/password.rule";
import type { ValidationError } from "../../../core/validation/validation-error";
import { useDialogs } from "../../components/feedback/feedback-context";
import { Button } from "../../components/form/button";
import { PasswordField } from "../../components/form/password-field";
import { navigate } from "../../routes/hash-location";
import { useReactions } from "../../services/reaction-context";
import { useAuthEnvironment } from "./auth-context";
import { SCREEN_ONLY_KEYS, withQuery } from "./auth-links";
import type { Channel } from "./auth-mode";
import { ChannelTabs } from "./channel-tabs";
import { CodeInput } from "./code-input";
import { FormAnnouncer } from "./form-announcer";
import { IdentifierFields } from "./identifier-fields";
import { useChannel } from "./use-channel";
import { useCodeButton } from "./use-code-button";
import { useCountries } from "./use-countries";
import { useCountryDefault } from "./use-country-default";
import { SUCCESS_DIALOG_MS } from "./use-finish-login";
import { useUnexpectedFailure } from "./use-unexpected-failure";
import { filled, useFormState, type Values } from "./use-form-state";

type ForgotField = "country" | "phone" | "email" | "authCode" | "password" | "confirmPassword";

const identifierOf = (channel: Channel, v: Values<ForgotField>) =>
  channel === "email" ? ({ channel, email: v.email } as const) : ({ channel, country: v.country, phone: v.phone } as const);

const rules = (channel: Channel, v: Values<ForgotField>): readonly ValidationError[] =>
  validationFailure([
    verifiedIdentifier(identifierOf(channel, v)),
    validateAuthCode(v.authCode),
    validatePassword(v.password),
    validateConfirmPassword(v.password, v.confirmPassword),
  ]).errors;

/**
 * Forgot password (SPEC §2): identifier, code, new password and confirmation. Any server answer
 * ends the current session (the use-case does that); success goes to login with reset=success,
 * where the back button is hidden so nobody returns into the spent form.
 */
export function ForgotForm() {
  const { rawQuery, useCases } = useAuthEnvironment();
  const { t, i18n } = useTranslation(["auth", "validation", "errors"]);
  const reactions = useReactions();
  const dialogs = useDialogs();
  const [channel, setChannel] = useChannel();
  const countries = useCountries(false, i18n.language);
  const form = useFormState<ForgotField>({ country: "CN", phone: "", email: "", authCode: "", password: "", confirmPassword: "" }, (v) => rules(channel, v));
  useCountryDefault(countries, (c) => form.set("country", c));
  const code = useCodeButton();
  const [busy, setBusy] = useState(false);
  const unexpected = useUnexpectedFailure();
  const required: readonly ForgotField[] = [channel, "authCode", "password", "confirmPassword"];

  const text = (field: ForgotField) => {
    const error = form.errorOf(field);
    return error ? t(error.key, { ...error.params }) : undefined;
  };

  const sendCode = async () => {
    if (!form.check(channel)) return;
    await code.send({ ...identifierOf(channel, form.values), purpose: "reset" }, (errors) => form.reveal(errors));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !filled(form.values, required)) return;
    if (form.reveal()) return;
    setBusy(true);
    try {
      const result = await useCases.forgot.execute({
        ...identifierOf(channel, form.values),
        authCode: form.values.authCode,
        password: form.values.password,
        confirmPassword: form.values.confirmPassword,
      });
      if (!result.ok) {
        if (result.error.kind === "validation") form.reveal(result.error.errors);
        else {
          await reactions.execute(result.error.reaction, { clearField: form.clear });
          form.focusCleared();
        }
        return;
      }
      await dialogs.open({ title: t(SUCCESS_MESSAGE_KEYS.resetSucceeded), message: t("forgot.successBody"), state: "success", showConfirm: false, autoCloseMs: SUCCESS_DIALOG_MS });
      navigate(withQuery("/login", rawQuery, { reset: "success" }, SCREEN_ONLY_KEYS), { replace: true });
    } catch {
      unexpected();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <ChannelTabs channels={["phone", "email"]} value={channel} onChange={setChannel}>
        <IdentifierFields idPrefix="forgot" channel={channel} countries={countries.countries} values={form.values} set={form.set} touch={form.touch} error={text} />
        <CodeInput id="forgot-code" value={form.values.authCode} onChange={(v) => form.set("authCode", v)} onBlur={() => form.touch("authCode")} error={text("authCode")} state={code.state} onSend={() => void sendCode()} />
        <PasswordField
          id="forgot-password"
          name="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH + 8}
          label={t("fields.newPassword")}
          hint={t("signup.passwordHint")}
          value={form.values.password}
          onChange={(e) => form.set("password", e.target.value)}
          onBlur={() => form.touch("password")}
          error={text("password")}
        />
        <PasswordField
          id="forgot-confirm"
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH + 8}
          label={t("fields.confirmPassword")}
          value={form.values.confirmPassword}
          onChange={(e) => form.set("confirmPassword", e.target.value)}
          onBlur={() => form.touch("confirmPassword")}
          error={text("confirmPassword")}
        />
      </ChannelTabs>
      <FormAnnouncer error={form.announcement} />
      <Button type="submit" block size="lg" loading={busy} disabled={!filled(form.values, required)}>
        {t("forgot.submit")}
      </Button>
      <p className="auth-form__switch">
        <a href={`#${withQuery("/login", rawQuery, {}, SCREEN_ONLY_KEYS)}`}>{t("forgot.backToLogin")}</a>
      </p>
    </form>
  );
}
