import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { parseAppQuery } from "../../../core/query/app-query";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import type { AppConfig } from "../../../adapters/modules/app-config";
import { PORT_TOKENS } from "../../../adapters/modules/port-tokens";
import { useHeader, type HeaderOverrides } from "../../layout/header-slot";
import type { ScreenProps } from "../../routes/screen-props";
import { useRequiredServices } from "../../services/services-context";
import { AuthProvider, type AuthEnvironment } from "./auth-context";
import { AuthLayout } from "./auth-layout";
import { authModeFor, type AuthMode } from "./auth-mode";
import { authUseCases } from "./auth-use-cases";
import { ForgotForm } from "./forgot-form";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";
import { SignupVerifyForm } from "./signup-verify-form";
import { UnlockForm } from "./unlock-form";
import "./auth.css";

const FORMS: Record<AuthMode, () => React.ReactNode> = {
  login: LoginForm,
  signupVerify: SignupVerifyForm,
  signup: SignupForm,
  forgot: ForgotForm,
  unlock: UnlockForm,
};

const NO_OVERRIDES: HeaderOverrides = {};
const HIDE_BACK: HeaderOverrides = { hideBack: true };

/**
 * The one auth form screen (SPEC §2): login, signupVerify, signup, forgot and unlock share it and
 * the route decides the mode; the `type` param selects the sub-form inside each.
 */
export default function AuthScreen({ route, params, query }: ScreenProps) {
  const services = useRequiredServices();
  // Suspends until every namespace the forms and the error catalogue use is loaded.
  const { t } = useTranslation(["auth", "validation", "errors", "common"]);
  const mode = authModeFor(route.name);
  const search = query.toString();
  const environment = useMemo<AuthEnvironment>(() => {
    const rawQuery = new URLSearchParams(search);
    const { acceptedThirdPartySource } = services.get<AppConfig>(PORT_TOKENS.AppConfig);
    return {
      services,
      useCases: authUseCases(services),
      query: parseAppQuery(rawQuery),
      rawQuery,
      type: params.type,
      thirdPartySources: acceptedThirdPartySource,
    };
  }, [services, search, params.type]);
  const { query: appQuery } = environment;

  useEffect(() => {
    // SPEC §2: sign-up routes with qy=1 reset the stored token and user id first.
    if ((mode === "signup" || mode === "signupVerify") && appQuery.qy) services.auth.clear();
  }, [mode, appQuery.qy, services]);

  useEffect(() => {
    // SPEC §3: guestId is kept locally, on whichever auth screen the link opened, for the sign-up call.
    if (appQuery.guestId) services.store.set(STORAGE_KEYS.guestId, appQuery.guestId);
  }, [appQuery.guestId, services]);

  // SPEC §2: after a successful reset (reset=success) there is no way back into the spent form.
  useHeader(appQuery.reset === "success" ? HIDE_BACK : NO_OVERRIDES);

  const heading =
    mode === "login" && appQuery.assistant ? "login.assistantTitle" : mode === "login" && appQuery.host ? "login.hostTitle" : `${mode}.title`;
  const Form = FORMS[mode];
  return (
    <AuthLayout title={t(heading)} subtitle={t(`${mode}.subtitle`)}>
      <AuthProvider value={environment}>
        <Form key={`${mode}-${search}`} />
      </AuthProvider>
    </AuthLayout>
  );
}
