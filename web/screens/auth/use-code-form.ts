import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CodeFormInput } from "../../../core/auth/code-form.rules";
import type { IdentifierInput } from "../../../core/auth/identifier";
import type { CodePurpose } from "../../../core/sso/sso-api.port";
import type { FieldName, ValidationError } from "../../../core/validation/validation-error";
import type { Channel } from "./auth-mode";
import { useCodeButton, type CodeButton } from "./use-code-button";
import { useCountries, type CountryOptions } from "./use-countries";
import { useErrorText } from "./use-error-text";
import { useFormState, type FormState, type Values } from "../../components/form/use-form-state";
import { readIdentifierHandoff, writeIdentifierHandoff } from "./identifier-handoff";
import type { ReactionHooks } from "../../services/reaction-executor";
import { navigate } from "../../routes/hash-location";
import { useAuthEnvironment } from "./auth-context";
import { withQuery } from "./auth-links";

/** The fields every code form has: where the code goes, and the code. */
export type CodeFormField = "country" | "phone" | "email" | "authCode";

export const identifierOf = (channel: Channel, v: Values<CodeFormField>): IdentifierInput =>
  channel === "email" ? { channel, email: v.email } : { channel, country: v.country, phone: v.phone };

/** The phone or email and the code as typed: what every code form's core rule set starts from. */
export const codeFormInput = (channel: Channel, v: Values<CodeFormField>): CodeFormInput => ({
  ...identifierOf(channel, v),
  authCode: v.authCode,
});

export interface CodeFormOptions<X extends FieldName> {
  readonly channel: Channel;
  readonly purpose: CodePurpose;
  /** The form's other fields and their starting values. */
  readonly extra: Values<X>;
  /** The form's core rule set (identifier, code and the other fields), as broken rules. */
  readonly rules: (values: Values<X | CodeFormField>) => readonly ValidationError[];
}

export interface CodeForm<X extends FieldName> {
  readonly form: FormState<X | CodeFormField>;
  readonly countries: CountryOptions;
  readonly code: CodeButton;
  readonly text: (field: X | CodeFormField) => string | undefined;
  /** The phone or email the code goes to, as typed. */
  readonly identifier: IdentifierInput;
  /** Checks the phone or email and sends the code (the countdown starts once the server accepts). */
  readonly sendCode: () => Promise<void>;
  /** What a refusal's way out needs: the screen's query and what was typed go along (ADR-0400). */
  readonly reactionHooks: ReactionHooks;
}

/**
 * The state of the identifier + code forms (sign-up verify, forgot password, unlock; AUTH-VERIFY-1, AUTH-FORGOT-1, AUTH-UNLOCK-1):
 * the region list with its preselection, the field rules, the code button, the error texts.
 */
export function useCodeForm<X extends FieldName>({
  channel,
  purpose,
  extra,
  rules,
}: CodeFormOptions<X>): CodeForm<X> {
  const { i18n } = useTranslation();
  const { rawQuery } = useAuthEnvironment();
  // Forgot and unlock continue what the visitor typed on login (and hand it back); sign-up
  // verify starts empty, as a new identity should.
  const carries = purpose === "reset" || purpose === "unlock";
  const [handoff] = useState(() => (carries ? readIdentifierHandoff() : null));
  const form = useFormState<X | CodeFormField>(
    {
      country: handoff?.country ?? "CN",
      phone: handoff?.phone ?? "",
      email: handoff?.email ?? "",
      authCode: "",
      ...extra,
    },
    rules,
  );
  const countries = useCountries(false, i18n.language, (c) => form.set("country", handoff?.country || c));
  const { country, phone, email } = form.values;
  useEffect(() => {
    if (carries) writeIdentifierHandoff({ channel, country, phone, email });
  }, [carries, channel, country, phone, email]);
  const code = useCodeButton();
  const text = useErrorText(form);
  const identifier = identifierOf(channel, form.values);

  const reactionHooks: ReactionHooks = {
    // "Already registered" on sign-up: the log-in opens with this phone or email filled in.
    goTo: (to) => {
      writeIdentifierHandoff({ channel, country, phone, email });
      navigate(withQuery(to, rawQuery));
    },
  };

  const sendCode = async () => {
    if (!form.check(channel)) return;
    await code.send({ ...identifier, purpose }, (errors) => form.reveal(errors), reactionHooks);
  };

  return { form, countries, code, text, identifier, sendCode, reactionHooks };
}
