import { useEffect, useLayoutEffect, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { checkLoginForm, type LoginCredentials } from "../../../core/auth/login-form.rules";
import { defaultNickname } from "../../../core/rules/default-nickname";
import { ACCOUNT_COUNTRY } from "../../../core/validation/phone.rule";
import { ruleErrors } from "../../../core/auth/use-case-failure";
import { useDialogs, useToasts } from "../../components/feedback/feedback-context";
import type { DialogStore } from "../../components/dialog/dialog-store";
import { navigate } from "../../routes/hash-location";
import { useAuthEnvironment, type AuthEnvironment } from "./auth-context";
import { withQuery } from "./auth-links";
import { untypedLoginTab } from "../../routes/login-types";
import { loginTabFor, type LoginTab } from "./auth-mode";
import { THIRD_PARTY_REFUSED_TARGET } from "./auth-targets";
import { savedLoginTab, takeEarlySubmit } from "../../shell/screen-doors";
import { readIdentifierHandoff, writeIdentifierHandoff, type IdentifierHandoff } from "./identifier-handoff";
import { saveSignupDraft } from "./signup-draft";
import { AUTH_FORM_PARTS } from "./auth-form-parts";
import { THIRD_PARTY_UNKNOWN, thirdPartyOf, thirdPartyRedirect } from "./third-party";
import { useCodeButton } from "./use-code-button";
import { useCountries } from "./use-countries";
import { useFinishLogin } from "./use-finish-login";
import { useAuthSubmit } from "./use-auth-submit";
import { useErrorText } from "./use-error-text";
import { useFormState, type FormState, type Values } from "../../components/form/use-form-state";
import { valueOf } from "../../../core/result/result";
import type { LoginSuccess } from "../../../core/auth/login.use-case";
import { pathTo } from "../../routes/href-to";

export type LoginField = "country" | "phone" | "account" | "email" | "password" | "authCode";
export type LoginView = LoginTab | "assistant";

/** SMS needs a number to text: the "other" (account) entry falls back to the default country there. */
export const smsCountry = (country: string): string =>
  country === ACCOUNT_COUNTRY || country === "" ? "CN" : country;

const REQUIRED: Record<LoginView, readonly LoginField[]> = {
  assistant: ["account", "password"],
  "phone-password": ["phone", "password"],
  "phone-code": ["phone", "authCode"],
  "email-password": ["email", "password"],
};

function credentials(view: LoginView, v: Values<LoginField>): LoginCredentials {
  switch (view) {
    case "assistant":
      return { mode: "assistant", account: v.account, password: v.password };
    case "phone-password":
      return { mode: "phone-password", country: v.country, phone: v.phone, password: v.password };
    case "phone-code":
      return { mode: "phone-code", country: smsCountry(v.country), phone: v.phone, authCode: v.authCode };
    case "email-password":
      return { mode: "email-password", email: v.email, password: v.password };
  }
}

/**
 * The tab shown: after a reset or an unlock (or back from them) the channel used there (ADR-0146);
 * the route's type still wins.
 */
function useLoginTab(env: AuthEnvironment, handoff: IdentifierHandoff | null) {
  const [tab, setTab] = useState<LoginTab>(
    () => loginTabFor(env.type) ?? untypedLoginTab(savedLoginTab(), handoff?.channel ?? null),
  );
  // Moving inside the app from #/login to #/login/sms keeps this form mounted: the route's
  // type selects the tab as a fresh load does (ADR-0146). Adjusted while rendering, not in an
  // effect, so the old tab never paints.
  const [seenType, setSeenType] = useState(env.type);
  if (seenType !== env.type) {
    setSeenType(env.type);
    const fromRoute = loginTabFor(env.type);
    if (fromRoute) setTab(fromRoute);
  }
  return [tab, setTab] as const;
}

/**
 * The HTML's form sent before it was live (ADR-0532) is sent again once the typed text is in the
 * form's state. Taken as the form is committed, after it adopted the typed text (use-form-state.ts
 * runs first) and was marked live, so no send falls between; sent in the next task, when the render
 * with the adopted text (a layout effect's update, flushed at once) has its handler in place.
 */
function useEarlySubmit(formRef: FormState<LoginField>["formRef"]): void {
  useLayoutEffect(() => {
    if (!takeEarlySubmit()) return;
    const timer = setTimeout(() => formRef.current?.requestSubmit(), 0);
    return () => clearTimeout(timer);
  }, [formRef]);
}

/** An empty form, but for the identifier a reset or an unlock handed back (ADR-0146). */
const startingValues = (handoff: IdentifierHandoff | null): Values<LoginField> => ({
  country: handoff?.country ?? "CN",
  phone: handoff?.phone ?? "",
  account: "",
  email: handoff?.email ?? "",
  password: "",
  authCode: "",
});

/** The identifier typed here is offered by reset and unlock (ADR-0146). */
function useHandoffWrite(view: LoginView, { country, phone, email }: Values<LoginField>): void {
  useEffect(() => {
    // The account ID of assistant login is not a phone number: not carried.
    if (view !== "assistant")
      writeIdentifierHandoff({
        channel: view === "email-password" ? "email" : "phone",
        country,
        phone,
        email,
      });
  }, [view, country, phone, email]);
}

/** What the query asks of the form before anything is typed. */
function useQueryPrompts(
  thirdParty: string,
  apply: string | undefined,
  dialogs: DialogStore,
  t: TFunction,
): void {
  useEffect(() => {
    // FLOW-THIRDPARTY-1: only the configured source may use the third-party flow.
    if (thirdParty === "refused") navigate(THIRD_PARTY_REFUSED_TARGET, { replace: true });
  }, [thirdParty]);

  useEffect(() => {
    // The creator invite sends people here first (FLOW-QUERY-1: apply shows the login-required dialog).
    if (apply) void dialogs.open({ title: t("errors:loginRequiredToApply"), state: "info" });
  }, [dialogs, apply, t]);
}

/**
 * The log-in form's state, rules and use-case (AUTH-LOGIN-1): phone + password, SMS code and
 * email + password tabs, or the single account + password form of assistant login. Host login,
 * the creator "apply" prompt, the third-party source and guestId come from the query.
 */
export function useLoginForm() {
  const env = useAuthEnvironment();
  const { query, rawQuery, ready } = env;
  const { t, i18n } = useTranslation(["auth", "validation", "errors", "common"]);
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [handoff] = useState(readIdentifierHandoff);
  const [tab, setTab] = useLoginTab(env, handoff);
  const view: LoginView = query.assistant ? "assistant" : tab;
  // Until the services are in, a `source` is neither accepted nor refused yet; a send made before
  // then reads it from the services it waited for.
  const thirdParty = env.services ? thirdPartyOf(query, env.services.thirdPartySources) : THIRD_PARTY_UNKNOWN;
  const form = useFormState<LoginField>(startingValues(handoff), (v) =>
    ruleErrors(checkLoginForm(credentials(view, v))),
  );
  const countries = useCountries(true, i18n.language, (country) =>
    form.set("country", handoff?.country || country),
  );
  useHandoffWrite(view, form.values);
  const code = useCodeButton();
  const finishLogin = useFinishLogin();

  useQueryPrompts(thirdParty.kind, query.apply, dialogs, t);
  const text = useErrorText(form);

  const sendCode = async () => {
    if (!form.check("phone")) return;
    await code.send(
      {
        channel: "phone",
        country: smsCountry(form.values.country),
        phone: form.values.phone,
        purpose: "login",
      },
      form.reveal,
    );
  };

  const onNeedsSignup = async (outcome: Extract<LoginSuccess, { kind: "needs-signup" }>) => {
    // FLOW-REGTOKEN-1: a login answer with a registerToken skips to sign-up.
    // The sign-up form is a part of its own (ADR-0435): fetched beside the account ID.
    AUTH_FORM_PARTS.signup.load().catch(() => {});
    const accountId = valueOf(await (await ready()).useCases.accountIds.execute());
    saveSignupDraft({
      registerToken: outcome.registerToken,
      identifier: outcome.identifier,
      accountId,
      nickname: defaultNickname(accountId, t("auth:defaultUserLabel")),
    });
    // Say why the log-in became an account set-up, on the screen it leads to (ADR-0389).
    if (outcome.identifier?.channel === "phone")
      toasts.keepForNextScreen(toasts.show("info", t("auth:login.noAccountYet")));
    navigate(withQuery(pathTo("signup"), rawQuery));
  };

  const { busy, canSubmit, submit } = useAuthSubmit({
    form,
    required: REQUIRED[view],
    run: async () => {
      const services = await ready();
      const redirect = thirdPartyRedirect(query, services.thirdPartySources);
      return services.useCases.login.execute({
        ...credentials(view, form.values),
        host: query.host,
        ...(redirect ? { thirdPartyRedirect: redirect } : {}),
      });
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === "needs-signup") return onNeedsSignup(outcome);
      const services = await ready();
      // The method that worked is the one offered first next time (ADR-0146).
      if (view !== "assistant") services.preferences.loginTab.write(view);
      await finishLogin(outcome, thirdPartyRedirect(query, services.thirdPartySources));
    },
  });
  useEarlySubmit(form.formRef);
  return {
    t,
    query,
    rawQuery,
    view,
    tab,
    setTab,
    form,
    text,
    countries,
    code,
    sendCode,
    busy,
    canSubmit,
    submit,
  };
}

export type LoginFormModel = ReturnType<typeof useLoginForm>;
