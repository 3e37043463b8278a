import { useAttribution } from "../../attribution/attribution-session";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkSignupForm } from "../../../core/auth/signup-form.rules";
import { ruleErrors } from "../../../core/auth/use-case-failure";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import type { ValidationError } from "../../../core/validation/validation-error";
import { useDialogs, useToasts } from "../../components/feedback/feedback-context";
import { markedState } from "../../routes/entry-mark";
import { navigate } from "../../routes/hash-location";
import { useAuthEnvironment, useAuthServices } from "./auth-context";
import { withQuery } from "./auth-links";
import { clearSignupDraft, loadSignupDraft, type SignupDraft } from "./signup-draft";
import { useCountries } from "./use-countries";
import { SUCCESS_DIALOG_MS } from "./use-finish-login";
import { useAuthSubmit } from "./use-auth-submit";
import { useErrorText } from "./use-error-text";
import { useFormState, type Values } from "../../components/form/use-form-state";
import { pathTo } from "../../routes/href-to";

type SignupField = "password" | "confirmPassword" | "username" | "nickname";
const REQUIRED: readonly SignupField[] = ["password", "confirmPassword", "username", "nickname"];

const rules = (v: Values<SignupField>): readonly ValidationError[] => ruleErrors(checkSignupForm(v));

/**
 * Sign-up step 2's state, rules and use-case (AUTH-SIGNUP-1): password, confirmation, the generated
 * (editable) account ID and the default nickname, signed up with the verify step's draft and the
 * session's referral. Without the draft there is nothing to sign up with.
 */
export function useSignupForm() {
  const { rawQuery, query } = useAuthEnvironment();
  const { useCases } = useAuthServices();
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

  const referral = { groupLink, hicsRoomId, agentId };
  return {
    t,
    form,
    text,
    busy,
    canSubmit,
    submit,
    suggestion,
    referral,
    countries,
    identifier: draft?.identifier ?? null,
  };
}
