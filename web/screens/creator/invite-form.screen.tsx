import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreatorApplicationStatus, CreatorRole } from "../../../core/sso/sso.schema";
import type { CreatorFormInput } from "../../../core/validation/creator-form.rule";
import { ButtonLink } from "../../components/form/button";
import { Button } from "../../components/form/button";
import { PageLoading } from "../../components/page/page-loading";
import { useLocale } from "../../i18n/locale-controller";
import { navigate } from "../../routes/hash-location";
import type { ScreenProps } from "../../routes/screen-props";
import { useReactions } from "../../services/reaction-context";
import { useRequiredServices } from "../../services/services-context";
import { CreatorApplicationForm } from "./creator-application-form";
import { CreatorBenefits } from "./creator-benefits";
import { CreatorHero } from "./creator-hero";
import { CreatorNotice } from "./creator-notice";
import { isCreatorRole, loginPathFor } from "./creator-role";
import { saveInviteCompletion } from "./invite-handoff";
import "./creator.css";

type View =
  { kind: "checking" } | { kind: "failed" } | { kind: "status"; status: CreatorApplicationStatus["status"] };

/** /invite/{type}: benefits, then the application form or the applicant's current status. */
export default function InviteFormScreen({ params }: ScreenProps) {
  const role = params.type;
  useEffect(() => {
    // Only two roles exist; anything else goes to the chooser rather than a broken form.
    if (!isCreatorRole(role)) navigate("/invite", { replace: true });
  }, [role]);
  if (!isCreatorRole(role)) return null;
  return <InviteForm key={role} role={role} />;
}

function InviteForm({ role }: { role: CreatorRole }) {
  useSignals();
  const { t } = useTranslation("creator");
  const services = useRequiredServices();
  const reactions = useReactions();
  const { locale } = useLocale();
  const { useCases } = services;
  const loggedIn = services.auth.isLoggedIn.value;
  const [view, setView] = useState<View>({ kind: "checking" });
  const roleName = t(`roles.${role}`);

  const check = useCallback(async () => {
    setView({ kind: "checking" });
    const result = await useCases.creatorApplicationStatus.execute(role);
    if (result.ok) return setView({ kind: "status", status: result.value.status });
    if (result.error.kind === "not-logged-in") return setView({ kind: "status", status: "none" });
    // An expired session is the catalogue's business (toast, logout, /login); other failures stay inline with a retry.
    if (result.error.reaction.kind === "logout-to-login") await reactions.execute(result.error.reaction);
    else setView({ kind: "failed" });
  }, [useCases, role, reactions]);

  useEffect(() => {
    if (loggedIn) void check();
  }, [loggedIn, check]);

  const submit = async (form: CreatorFormInput) => {
    const result = await useCases.submitCreatorApplication.execute({ role, form, locale });
    if (result.ok) {
      if (result.value.kind === "already-approved") {
        if (result.value.role === role) setView({ kind: "status", status: "approved" });
        else navigate(`/invite/${result.value.role}`);
        return;
      }
      saveInviteCompletion(sessionStorage, { role, email: form.email.trim() });
      navigate("/invite/invite-complete");
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
            <ButtonLink href={`#${loginPathFor(role)}`}>{t("login.action")}</ButtonLink>
            <ButtonLink
              href={`#/signup-verify?${new URLSearchParams({ redirect: `/invite/${role}` }).toString()}`}
              variant="secondary"
            >
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
      <div className="creator-checking">
        <PageLoading />
        <p>{t("status.loading")}</p>
      </div>
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
        tone="warning"
        title={t("status.reviewing.title")}
        actions={
          <ButtonLink href="#/home" variant="secondary">
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
          <ButtonLink href="#/home" variant="secondary">
            {t("status.backHome")}
          </ButtonLink>
        }
      >
        <p>{t("status.approved.body")}</p>
      </CreatorNotice>
    );
  } else {
    body = (
      <CreatorApplicationForm
        locale={locale}
        initialEmail={services.auth.user.value?.email ?? ""}
        onSubmit={submit}
      />
    );
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
