import { useTranslation } from "react-i18next";
import { checkForgotForm } from "../../../core/auth/code-form.rules";
import type { ForgotPasswordInput } from "../../../core/auth/forgot-password.use-case";
import { ruleErrors } from "../../../core/auth/use-case-failure";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { useDialogs } from "../../components/feedback/feedback-context";
import { Button } from "../../components/form/button";
import { navigate } from "../../routes/hash-location";
import { useAuthEnvironment, useAuthServices } from "./auth-context";
import { withQuery } from "./auth-links";
import type { Channel } from "./auth-mode";
import { ChannelTabs } from "./channel-tabs";
import { FormAnnouncer } from "./form-announcer";
import { IdentifierCodeFields } from "./identifier-code-fields";
import { NewPasswordFields } from "./new-password-fields";
import { useAuthSubmit } from "./use-auth-submit";
import { useChannel } from "./use-channel";
import { codeFormInput, useCodeForm, type CodeFormField } from "./use-code-form";
import type { Values } from "../../components/form/use-form-state";
import { useOpenChannels } from "./use-open-channels";
import { SUCCESS_DIALOG_MS } from "./use-finish-login";
import { pathTo } from "../../routes/href-to";

type ForgotField = CodeFormField | "password" | "confirmPassword";

const forgotInput = (channel: Channel, v: Values<ForgotField>): ForgotPasswordInput => ({
  ...codeFormInput(channel, v),
  password: v.password,
  confirmPassword: v.confirmPassword,
});

/**
 * Forgot password (AUTH-FORGOT-1): identifier, code, new password and confirmation. Any server answer
 * ends the current session (the use-case does that); success goes to login with reset=success,
 * where the back button is hidden so nobody returns into the spent form.
 */
export function ForgotForm() {
  const { rawQuery } = useAuthEnvironment();
  const { useCases } = useAuthServices();
  const { t } = useTranslation(["auth", "validation", "errors"]);
  const dialogs = useDialogs();
  const [channel, setChannel] = useChannel();
  const channels = useOpenChannels(useCases.registrationType, channel, setChannel);
  const codeForm = useCodeForm({
    channel,
    purpose: "reset",
    extra: { password: "", confirmPassword: "" },
    rules: (v) => ruleErrors(checkForgotForm(forgotInput(channel, v))),
  });
  const { form, text } = codeForm;
  const { busy, canSubmit, submit } = useAuthSubmit({
    form,
    required: [channel, "authCode", "password", "confirmPassword"],
    run: () => useCases.forgot.execute(forgotInput(channel, form.values)),
    onSuccess: async () => {
      await dialogs.open({
        title: t(SUCCESS_MESSAGE_KEYS.resetSucceeded),
        message: t("forgot.successBody"),
        state: "success",
        showConfirm: false,
        autoCloseMs: SUCCESS_DIALOG_MS,
      });
      navigate(withQuery(pathTo("login"), rawQuery, { reset: "success" }), {
        replace: true,
      });
    },
  });

  const { formRef } = form;
  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <ChannelTabs channels={channels} value={channel} onChange={setChannel}>
        <IdentifierCodeFields idPrefix="forgot" channel={channel} codeForm={codeForm} />
        <NewPasswordFields
          idPrefix="forgot"
          labelKey="fields.newPassword"
          values={form.values}
          set={form.set}
          touch={form.touch}
          error={text}
        />
      </ChannelTabs>
      <FormAnnouncer error={form.announcement} />
      <Button type="submit" block size="lg" loading={busy} disabled={!canSubmit}>
        {t("forgot.submit")}
      </Button>
      <p className="auth-form__switch">
        <a href={`#${withQuery(pathTo("login"), rawQuery)}`}>{t("forgot.backToLogin")}</a>
      </p>
    </form>
  );
}
