import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseAppQuery, type AppQuery } from "../../../core/query/app-query";
import { useHeader, type HeaderOverrides } from "../../layout/header-slot";
import type { ScreenProps } from "../../routes/route-entry";
import { lazyPart } from "../../routes/lazy-part";
import { useLaterServices } from "../../shell/screen-doors";
import { AuthProvider, type AuthEnvironment } from "./auth-context";
import { AuthFormSkeleton } from "./auth-form-skeleton";
import { AUTH_FORM_PARTS } from "./auth-form-parts";
import { AuthLayout } from "./auth-layout";
import { DeploymentNotice } from "./deployment-notice";
import { authModeFor, type AuthMode } from "./auth-mode";
import { LoginForm } from "./login-form";
import { reauthenticates } from "./reauthenticates";
import "./auth.css";

// The route manifest starts these downloads from here (its `part` loaders), hence the re-export.
export { AUTH_FORM_PARTS };

// The other modes' forms arrive as parts of their routes (ADR-0435), started with the screen.
const SignupVerifyForm = lazyPart(AUTH_FORM_PARTS.signupVerify, (m) => m.SignupVerifyForm);
const SignupForm = lazyPart(AUTH_FORM_PARTS.signup, (m) => m.SignupForm);
const ForgotForm = lazyPart(AUTH_FORM_PARTS.forgot, (m) => m.ForgotForm);
const UnlockForm = lazyPart(AUTH_FORM_PARTS.unlock, (m) => m.UnlockForm);

// Only a logged-in member sees it: fetched then, not on every visitor's first load.
const SignedInCard = lazy(() => import("./signed-in-card").then((m) => ({ default: m.SignedInCard })));

const FORMS: Record<AuthMode, React.ComponentType> = {
  login: LoginForm,
  signupVerify: SignupVerifyForm,
  signup: SignupForm,
  forgot: ForgotForm,
  unlock: UnlockForm,
};

const NO_OVERRIDES: HeaderOverrides = {};
const HIDE_BACK: HeaderOverrides = { hideBack: true };

/**
 * The one auth form screen (AUTH-SCREEN-1): login, signupVerify, signup, forgot and unlock share it and
 * the route decides the mode; the `type` param selects the sub-form inside each. The title, the
 * frame and the log-in render at once; the other forms wait for the services (loaded after the first
 * screen is shown), so the page is readable before its code has finished arriving.
 */
export default function AuthScreen({ route, params, query }: ScreenProps) {
  // Suspends until every namespace the forms and the error catalogue use is loaded.
  const { t } = useTranslation(["auth", "validation", "errors", "common"]);
  const mode = authModeFor(route.name);
  const search = query.toString();
  const appQuery = useMemo(() => parseAppQuery(new URLSearchParams(search)), [search]);

  // AUTH-FORGOT-2: after a successful reset (reset=success), or an unlock (ADR-0494), there is no way
  // back into the spent form.
  useHeader(appQuery.reset === undefined ? NO_OVERRIDES : HIDE_BACK);

  const heading =
    mode === "login" && appQuery.assistant
      ? "login.assistantTitle"
      : mode === "login" && appQuery.host
        ? "login.hostTitle"
        : `${mode}.title`;
  return (
    <AuthLayout title={t(heading)} subtitle={t(`${mode}.subtitle`)}>
      {/* Where a form that needs the services will be, while they are on their way. */}
      <Suspense fallback={<AuthFormSkeleton mode={mode} />}>
        <AuthForm mode={mode} search={search} appQuery={appQuery} type={params.type} />
      </Suspense>
    </AuthLayout>
  );
}

/**
 * A new query is a new form (another callback, the assistant log-in…), but a new language is the
 * same form in other words: switching it mid-log-in must not drop what was typed.
 */
function formIdentity(search: string): string {
  const query = new URLSearchParams(search);
  query.delete("lang");
  return query.toString();
}

function AuthForm({
  mode,
  search,
  appQuery,
  type,
}: {
  mode: AuthMode;
  search: string;
  appQuery: AppQuery;
  type: string | undefined;
}) {
  // The log-in renders without the services, so the HTML's form is hydrated in place and keeps what
  // was typed into it (ADR-0532); the other forms suspend on them (useAuthServices).
  const { services, ready } = useLaterServices();
  const environment = useMemo<AuthEnvironment>(() => {
    const rawQuery = new URLSearchParams(search);
    return { services, ready, query: appQuery, rawQuery, type };
  }, [services, ready, search, appQuery, type]);

  // AUTH-QY-1's qy=1 reset lives in route-view.tsx, for every sign-up route.
  // guestId (DATA-STORAGE-1) is kept by the attribution keeper on every route (web/attribution).
  const Form = FORMS[mode];
  // Decided once, when the services arrive: a log-in that succeeds here must finish as a log-in, not
  // turn into this card. Sign-up's second step is left to its form, which sends a visitor without a
  // draft back to the first (where the card is).
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  if (signedIn === null && services)
    setSignedIn(mode !== "signup" && services.auth.isLoggedIn.value && !reauthenticates(appQuery));
  // The screens that depend on runtime-config.json: the host entrance and a login with a callback.
  const needsDeployment = mode === "login" && (appQuery.host || appQuery.callback !== undefined);
  return (
    <AuthProvider value={environment}>
      {needsDeployment && services ? <DeploymentNotice services={services} /> : null}
      {signedIn ? (
        // Its own boundary: the screen's fallback is a form, which this member must not be shown.
        <Suspense fallback={null}>
          <SignedInCard onSwitch={() => setSignedIn(false)} />
        </Suspense>
      ) : (
        <Form key={`${mode}-${formIdentity(search)}`} />
      )}
    </AuthProvider>
  );
}
