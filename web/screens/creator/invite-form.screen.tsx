import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreatorApplicationStatusUseCase } from "../../../core/creator/creator-application-status.use-case";
import type { CreatorApplicationStatus, CreatorRole } from "../../../core/sso/sso.schema";
import type { CreatorFormInput } from "../../../core/validation/creator-form.rule";
import { useAttributedHref } from "../../attribution/attribution-session";
import { SUCCESS_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { useToasts } from "../../components/feedback/feedback-context";
import { ButtonLink } from "../../components/form/button";
import { Button } from "../../components/form/button";
import { FormSkeleton, Loading, type FormShape } from "../../components/skeleton/skeleton";
import { useLocale } from "../../i18n/locale-controller";
import { navigate } from "../../routes/hash-location";
import type { ScreenProps } from "../../routes/route-entry";
import { useReactions } from "../../services/reaction-context";
import { useRequiredServices, useSignalValue } from "../../shell/screen-doors";
import { CreatorApplicationForm } from "./creator-application-form";
import { CreatorBenefits } from "./creator-benefits";
import { CreatorHero } from "./creator-hero";
import { CreatorNotice } from "./creator-notice";
import { isCreatorRole, loginPathFor } from "./creator-role";
import { saveInviteCompletion } from "./invite-handoff";
import "./creator.css";
import { hrefTo, pathTo } from "../../routes/href-to";

/** The application form's parts (email, creative fields, two text areas), for its skeleton. */
const APPLICATION_FORM: FormShape = { tabs: 0, fields: ["field", "field", "tall", "tall"] };

type View =
  { kind: "checking" } | { kind: "failed" } | { kind: "status"; status: CreatorApplicationStatus["status"] };

/** /invite/{type}: benefits, then the application form or the applicant's current status. */
export default function InviteFormScreen({ params }: ScreenProps) {
  const role = params.type;
  useEffect(() => {
    // Only two roles exist; anything else goes to the chooser rather than a broken form.
    if (!isCreatorRole(role)) navigate(pathTo("invite"), { replace: true });
  }, [role]);
  if (!isCreatorRole(role)) return null;
  return <InviteForm key={role} role={role} />;
}

function InviteForm({ role }: { role: CreatorRole }) {
  const { t } = useTranslation(["creator", "errors"]);
  const services = useRequiredServices();
  const reactions = useReactions();
  const toasts = useToasts();
  const { locale } = useLocale();
  const { useCases } = services;
  const loggedIn = useSignalValue(services.auth.isLoggedIn);
  const user = useSignalValue(services.auth.user);
  const [view, setView] = useState<View>({ kind: "checking" });
  const roleName = t(`roles.${role}`);
  const loginHref = useAttributedHref(loginPathFor(role));
  // SHELL-BACK-1 back rule: log in / sign up from here should lead back here.
  const { backUrl } = services.preferences;
  const handOff = () => backUrl.write(pathTo("inviteForm", { type: role }));
  useEffect(() => backUrl.forget(), [backUrl]);
  const signupHref = useAttributedHref(
    pathTo("signupVerify", {}, { redirect: pathTo("inviteForm", { type: role }) }),
  );

  const show = useCallback(
    async (result: Awaited<ReturnType<CreatorApplicationStatusUseCase["execute"]>>) => {
      if (result.ok) return setView({ kind: "status", status: result.value.status });
      if (result.error.kind === "not-logged-in") return setView({ kind: "status", status: "none" });
      // An expired session is the catalogue's business (toast, logout, /login); other failures stay inline with a retry.
      if (result.error.reaction.kind === "logout-to-login") await reactions.execute(result.error.reaction);
      else setView({ kind: "failed" });
    },
    [reactions],
  );
  // The answer is shown from a callback, never synchronously inside the effect that asks.
  const load = useCallback(
    () => useCases.creatorApplicationStatus.execute(role).then(show),
    [useCases, role, show],
  );
  const check = () => {
    setView({ kind: "checking" });
    void load();
  };

  // Logging in (again) shows "checking" from that very render, before the effect asks the server.
  const [seenLoggedIn, setSeenLoggedIn] = useState(loggedIn);
  if (seenLoggedIn !== loggedIn) {
    setSeenLoggedIn(loggedIn);
    if (loggedIn) setView({ kind: "checking" });
  }
  useEffect(() => {
    if (loggedIn) void load();
  }, [loggedIn, load]);

  const submit = async (form: CreatorFormInput) => {
    const result = await useCases.submitCreatorApplication.execute({ role, form, locale });
    if (result.ok) {
      if (result.value.kind === "already-approved") {
        if (result.value.role === role) setView({ kind: "status", status: "approved" });
        else navigate(pathTo("inviteForm", { type: result.value.role }));
        return;
      }
      // ERR-SUCCESS-1 success message "form submitted", then the completion page.
      toasts.keepForNextScreen(toasts.success(t(SUCCESS_MESSAGE_KEYS.formSubmitted)));
      saveInviteCompletion(sessionStorage, { role, email: form.email.trim() });
      navigate(pathTo("inviteComplete"));
      return;
    }
    const failure = result.error;
    if (failure.kind === "api") await reactions.execute(failure.reaction);
    // "not-logged-in" re-renders into the login notice through the auth signal; validation
    // failures cannot reach here because the form checks the same rule first.
  };

  let body;
  if (!loggedIn) {
    body = (
      <CreatorNotice
        tone="info"
        title={t("login.title")}
        actions={
          <>
            <ButtonLink href={loginHref} onClick={handOff}>
              {t("login.action")}
            </ButtonLink>
            <ButtonLink href={signupHref} variant="secondary">
              {t("login.signup")}
            </ButtonLink>
          </>
        }
      >
        <p>{t("login.body", { role: roleName })}</p>
      </CreatorNotice>
    );
  } else if (view.kind === "checking") {
    body = (
      <Loading className="creator-form creator-checking" label={t("status.loading")}>
        <FormSkeleton shape={APPLICATION_FORM} />
      </Loading>
    );
  } else if (view.kind === "failed") {
    body = (
      <CreatorNotice
        tone="error"
        title={t("status.failed")}
        actions={<Button onClick={check}>{t("status.retry")}</Button>}
      />
    );
  } else if (view.status === "reviewing") {
    body = (
      <CreatorNotice
        tone="pending"
        title={t("status.reviewing.title")}
        actions={
          <ButtonLink href={hrefTo("home")} variant="secondary">
            {t("status.backHome")}
          </ButtonLink>
        }
      >
        <p>{t("status.reviewing.body")}</p>
      </CreatorNotice>
    );
  } else if (view.status === "approved") {
    body = (
      <CreatorNotice
        tone="success"
        title={t("status.approved.title", { role: roleName })}
        actions={
          <ButtonLink href={hrefTo("home")} variant="secondary">
            {t("status.backHome")}
          </ButtonLink>
        }
      >
        <p>{t("status.approved.body")}</p>
      </CreatorNotice>
    );
  } else {
    body = <CreatorApplicationForm locale={locale} initialEmail={user?.email ?? ""} onSubmit={submit} />;
  }

  return (
    <div className="creator-page">
      <CreatorHero role={role} />
      <div className="creator-layout">
        <CreatorBenefits role={role} />
        <div className="creator-main">{body}</div>
      </div>
    </div>
  );
}
