import { useAttribution } from "../../attribution/attribution-session";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { identifierText } from "../../../core/auth/identifier";
import { checkSignupForm } from "../../../core/auth/signup-form.rules";
import { ruleErrors } from "../../../core/auth/use-case-failure";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { ACCOUNT_ID_MAX_LENGTH } from "../../../core/validation/account-id.rule";
import { NICKNAME_MAX_LENGTH } from "../../../core/validation/nickname.rule";
import type { ValidationError } from "../../../core/validation/validation-error";
import { useDialogs, useToasts } from "../../components/feedback/feedback-context";
import { Button } from "../../components/form/button";
import { TextField } from "../../components/form/text-field";
import { markedState } from "../../routes/entry-mark";
import { navigate } from "../../routes/hash-location";
import { useAuthEnvironment } from "./auth-context";
import { withQuery } from "./auth-links";
import { FormAnnouncer } from "./form-announcer";
import { phoneDisplay } from "./phone-display";
import { ReadOnlyField } from "./read-only-field";
import { clearSignupDraft, loadSignupDraft, type SignupDraft } from "./signup-draft";
import { useCountries } from "./use-countries";
import { SUCCESS_DIALOG_MS } from "./use-finish-login";
import { NewPasswordFields } from "./new-password-fields";
import { useAuthSubmit } from "./use-auth-submit";
import { useErrorText } from "./use-error-text";
import { useFormState, type Values } from "../../components/form/use-form-state";
import { pathTo } from "../../routes/href-to";

type SignupField = "password" | "confirmPassword" | "username" | "nickname";
const REQUIRED: readonly SignupField[] = ["password", "confirmPassword", "username", "nickname"];

const rules = (v: Values<SignupField>): readonly ValidationError[] => ruleErrors(checkSignupForm(v));

/**
 * Sign-up step 2 (AUTH-SIGNUP-1): password, confirmation, the generated (editable) account ID and the
 * default nickname, with the verified phone or email and the query's group code, support room and
 * agent ID shown read-only. Without the verify step's draft there is nothing to sign up with.
 */
export function SignupForm() {
  const { rawQuery, query, useCases } = useAuthEnvironment();
  const { t, i18n } = useTranslation(["auth", "validation", "errors"]);
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [draft] = useState<SignupDraft | null>(() => loadSignupDraft());
  const form = useFormState<SignupField>(
    {
      // FLOW-SIGNUP-4 "pre-filled from the code": only behind the brand switch (signup-draft.ts).
      password: draft?.prefillPassword ?? "",
      confirmPassword: draft?.prefillPassword ?? "",
      username: draft?.accountId ?? "",
      nickname: draft?.nickname ?? "",
    },
    rules,
  );
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const kept = useAttribution();
  const groupLink = query.groupLink ?? kept.groupLink;
  const hicsRoomId = query.hicsRoomId ?? kept.hicsRoomId;
  const agentId = query.agentId ?? kept.agentId;
  const backToVerify = withQuery(pathTo("signupVerify"), rawQuery);
  // Only for the read-only phone's dial code ("+86", not "CN").
  const countries = useCountries(false, i18n.language);

  useEffect(() => {
    // AUTH-SIGNUP-2: without a phone or email the flow goes back to sign-up verify.
    if (!draft?.identifier) navigate(backToVerify, { replace: true });
  }, [draft, backToVerify]);

  const text = useErrorText(form);

  const { busy, canSubmit, submit } = useAuthSubmit({
    form,
    required: REQUIRED,
    run: () =>
      useCases.signup.execute({
        registerToken: draft?.registerToken,
        identifier: draft?.identifier,
        ...form.values,
        // The session's referral (ADR-0149): kept from wherever the visitor landed.
        guestId: kept.guestId,
        groupLink,
        hicsRoomId,
        agentId,
      }),
    onFailure: (failure) => {
      switch (failure.kind) {
        case "no-register-token":
          // VAL-REGTOKEN-1: refused with "operation error, refresh and retry".
          toasts.error(t(failure.key));
          return true;
        case "no-identifier":
          navigate(backToVerify, { replace: true });
          return true;
        case "api":
          // 10004/10026: the catalogue clears and re-validates the ID (shared handling); a fresh one is offered.
          if (failure.suggestedAccountId) setSuggestion(failure.suggestedAccountId);
          return false;
        case "validation":
          return false;
      }
    },
    onSuccess: async (signedUp) => {
      clearSignupDraft();
      await dialogs.open({
        title: t(SUCCESS_MESSAGE_KEYS.registrationComplete),
        state: "success",
        showConfirm: false,
        autoCloseMs: SUCCESS_DIALOG_MS,
      });
      // FLOW-SIGNUP-3: with a callback the user goes through login (which builds it); else the success page.
      const next = !signedUp.loggedIn || query.callback ? pathTo("login") : pathTo("signupSuccess");
      navigate(withQuery(next, rawQuery), {
        replace: true,
        state: markedState("signed-up"),
      });
    },
  });

  const identifier = draft?.identifier ?? null;
  const idText = identifier ? identifierText(identifier) : "";
  const usernameHint =
    suggestion && form.values.username !== suggestion ? (
      <span className="auth-suggestion">
        {t("signup.suggestion")}{" "}
        <button
          type="button"
          className="auth-link-button"
          onClick={() => {
            form.set("username", suggestion);
            form.touch("username");
          }}
        >
          {suggestion}
        </button>
      </span>
    ) : (
      t("signup.usernameHint")
    );

  const { formRef } = form;
  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <div className="auth-form__fields">
        {/* For password managers: the account these new credentials belong to. */}
        <input type="text" name="login" autoComplete="username" value={idText} readOnly hidden />
        {identifier ? (
          <ReadOnlyField
            id="signup-identifier"
            label={identifier.channel === "email" ? t("fields.email") : t("fields.phone")}
            value={
              identifier.channel === "phone"
                ? phoneDisplay(countries.countries, identifier.country, idText)
                : idText
            }
          />
        ) : null}
        <NewPasswordFields
          idPrefix="signup"
          labelKey="fields.password"
          values={form.values}
          set={form.set}
          touch={form.touch}
          error={text}
        />
        <TextField
          id="signup-username"
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={ACCOUNT_ID_MAX_LENGTH + 8}
          label={t("fields.username")}
          hint={usernameHint}
          value={form.values.username}
          onChange={(e) => form.set("username", e.target.value)}
          onBlur={() => form.touch("username")}
          error={text("username")}
        />
        <TextField
          id="signup-nickname"
          name="nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX_LENGTH * 2}
          label={t("fields.nickname")}
          value={form.values.nickname}
          onChange={(e) => form.set("nickname", e.target.value)}
          onBlur={() => form.touch("nickname")}
          error={text("nickname")}
        />
        {groupLink ? (
          <ReadOnlyField id="signup-group" label={t("fields.groupLink")} value={groupLink} />
        ) : null}
        {hicsRoomId ? (
          <ReadOnlyField id="signup-room" label={t("fields.hicsRoomId")} value={hicsRoomId} />
        ) : null}
        {agentId ? <ReadOnlyField id="signup-agent" label={t("fields.agentId")} value={agentId} /> : null}
      </div>
      <FormAnnouncer error={form.announcement} />
      <Button type="submit" block size="lg" loading={busy} disabled={!canSubmit}>
        {t("signup.submit")}
      </Button>
    </form>
  );
}
