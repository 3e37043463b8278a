import { useTranslation } from "react-i18next";
import { checkUnlockForm } from "../../../core/auth/code-form.rules";
import { ruleErrors } from "../../../core/auth/use-case-failure";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { useDialogs } from "../../components/feedback/feedback-context";
import { Button } from "../../components/form/button";
import { navigate } from "../../routes/hash-location";
import { BRAND } from "../../brand/brand.config";
import { useAuthEnvironment, useAuthServices } from "./auth-context";
import { withQuery } from "./auth-links";
import { ChannelTabs } from "./channel-tabs";
import { FormAnnouncer } from "./form-announcer";
import { IdentifierCodeFields } from "./identifier-code-fields";
import { useAuthSubmit } from "./use-auth-submit";
import { useChannel } from "./use-channel";
import { codeFormInput, useCodeForm } from "./use-code-form";
import { SUCCESS_DIALOG_MS } from "./use-finish-login";
import { pathTo } from "../../routes/href-to";

/** Unlock (AUTH-UNLOCK-1, FLOW-RELOGIN-1): identifier and a code; then back to login, where the user logs in again. */
export function UnlockForm() {
  const { rawQuery } = useAuthEnvironment();
  const services = useAuthServices();
  const { useCases } = services;
  const { t } = useTranslation(["auth", "validation", "errors"]);
  const dialogs = useDialogs();
  const [channel, setChannel] = useChannel();
  const codeForm = useCodeForm({
    channel,
    purpose: "unlock",
    extra: {},
    rules: (v) => ruleErrors(checkUnlockForm(codeFormInput(channel, v))),
  });
  const { form } = codeForm;
  const { busy, canSubmit, submit } = useAuthSubmit({
    form,
    required: [channel, "authCode"],
    run: () => useCases.unlock.execute(codeFormInput(channel, form.values)),
    onSuccess: async () => {
      // FLOW-RELOGIN-1: after an unlock the user must log in again.
      await services.useCases.logout.execute();
      await dialogs.open({
        title: t(SUCCESS_MESSAGE_KEYS.unlocked),
        message: t("unlock.successBody"),
        state: "success",
        showConfirm: false,
        autoCloseMs: SUCCESS_DIALOG_MS,
      });
      navigate(withQuery(pathTo("login"), rawQuery, { reset: "unlocked" }), {
        replace: true,
      });
    },
  });

  const { formRef } = form;
  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <ChannelTabs channels={["phone", "email"]} value={channel} onChange={setChannel}>
        <IdentifierCodeFields idPrefix="unlock" channel={channel} codeForm={codeForm} />
      </ChannelTabs>
      <FormAnnouncer error={form.announcement} />
      <Button type="submit" block size="lg" loading={busy} disabled={!canSubmit}>
        {t("unlock.submit")}
      </Button>
      <p className="auth-form__hint">
        {t("unlock.support")} <a href={`mailto:${BRAND.links.contactEmail}`}>{BRAND.links.contactEmail}</a>
      </p>
      <p className="auth-form__switch">
        <a href={`#${withQuery(pathTo("login"), rawQuery)}`}>{t("forgot.backToLogin")}</a>
      </p>
    </form>
  );
}
