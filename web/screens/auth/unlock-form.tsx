import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { verifiedIdentifier } from "../../../core/auth/identifier";
import { validationFailure } from "../../../core/auth/use-case-failure";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { validateAuthCode } from "../../../core/validation/auth-code.rule";
import type { ValidationError } from "../../../core/validation/validation-error";
import { useDialogs } from "../../components/feedback/feedback-context";
import { Button } from "../../components/form/button";
import { navigate } from "../../routes/hash-location";
import { useReactions } from "../../services/reaction-context";
import { BRAND } from "../../brand/brand.config";
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

type UnlockField = "country" | "phone" | "email" | "authCode";

const identifierOf = (channel: Channel, v: Values<UnlockField>) =>
  channel === "email" ? ({ channel, email: v.email } as const) : ({ channel, country: v.country, phone: v.phone } as const);

const rules = (channel: Channel, v: Values<UnlockField>): readonly ValidationError[] =>
  validationFailure([verifiedIdentifier(identifierOf(channel, v)), validateAuthCode(v.authCode)]).errors;

/** Unlock (SPEC §2, §4): identifier and a code; then back to login, where the user logs in again. */
export function UnlockForm() {
  const { rawQuery, useCases, services } = useAuthEnvironment();
  const { t, i18n } = useTranslation(["auth", "validation", "errors"]);
  const reactions = useReactions();
  const dialogs = useDialogs();
  const [channel, setChannel] = useChannel();
  const countries = useCountries(false, i18n.language);
  const form = useFormState<UnlockField>({ country: "CN", phone: "", email: "", authCode: "" }, (v) => rules(channel, v));
  useCountryDefault(countries, (c) => form.set("country", c));
  const code = useCodeButton();
  const [busy, setBusy] = useState(false);
  const unexpected = useUnexpectedFailure();
  const required: readonly UnlockField[] = [channel, "authCode"];

  const text = (field: UnlockField) => {
    const error = form.errorOf(field);
    return error ? t(error.key, { ...error.params }) : undefined;
  };

  const sendCode = async () => {
    if (!form.check(channel)) return;
    await code.send({ ...identifierOf(channel, form.values), purpose: "unlock" }, (errors) => form.reveal(errors));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !filled(form.values, required)) return;
    if (form.reveal()) return;
    setBusy(true);
    try {
      const result = await useCases.unlock.execute({ ...identifierOf(channel, form.values), authCode: form.values.authCode });
      if (!result.ok) {
        if (result.error.kind === "validation") form.reveal(result.error.errors);
        else {
          await reactions.execute(result.error.reaction, { clearField: form.clear });
          form.focusCleared();
        }
        return;
      }
      // SPEC §4: after an unlock the user must log in again.
      await services.useCases.logout.execute();
      await dialogs.open({ title: t(SUCCESS_MESSAGE_KEYS.unlocked), message: t("unlock.successBody"), state: "success", showConfirm: false, autoCloseMs: SUCCESS_DIALOG_MS });
      navigate(withQuery("/login", rawQuery, {}, SCREEN_ONLY_KEYS), { replace: true });
    } catch {
      unexpected();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <ChannelTabs channels={["phone", "email"]} value={channel} onChange={setChannel}>
        <IdentifierFields idPrefix="unlock" channel={channel} countries={countries.countries} values={form.values} set={form.set} touch={form.touch} error={text} />
        <CodeInput id="unlock-code" value={form.values.authCode} onChange={(v) => form.set("authCode", v)} onBlur={() => form.touch("authCode")} error={text("authCode")} state={code.state} onSend={() => void sendCode()} />
      </ChannelTabs>
      <FormAnnouncer error={form.announcement} />
      <Button type="submit" block size="lg" loading={busy} disabled={!filled(form.values, required)}>
        {t("unlock.submit")}
      </Button>
      <p className="auth-form__hint">
        {t("unlock.support")} <a href={`mailto:${BRAND.links.contactEmail}`}>{BRAND.links.contactEmail}</a>
      </p>
      <p className="auth-form__switch">
        <a href={`#${withQuery("/login", rawQuery, {}, SCREEN_ONLY_KEYS)}`}>{t("forgot.backToLogin")}</a>
      </p>
    </form>
  );
}
