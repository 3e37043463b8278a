import { useEffect } from "react";
import type { CreatorRole } from "../../../core/sso/sso.schema";
import { ButtonLink } from "../../components/form/button";
import { Button } from "../../components/form/button";
import { FormSkeleton, Loading, type FormShape } from "../../components/skeleton/skeleton";
import { navigate } from "../../routes/hash-location";
import type { ScreenProps } from "../../routes/route-entry";
import { CreatorApplicationForm } from "./creator-application-form";
import { CreatorBenefits } from "./creator-benefits";
import { CreatorHero } from "./creator-hero";
import { CreatorNotice } from "./creator-notice";
import { isCreatorRole } from "./creator-role";
import { useInviteForm } from "./use-invite-form";
import "./creator.css";
import { hrefTo, pathTo } from "../../routes/href-to";

/** The application form's parts (email, creative fields, two text areas), for its skeleton. */
const APPLICATION_FORM: FormShape = { tabs: 0, fields: ["field", "field", "tall", "tall"] };

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
  const model = useInviteForm(role);
  return (
    <div className="creator-page">
      <CreatorHero role={role} />
      <div className="creator-layout">
        <CreatorBenefits role={role} />
        <div className="creator-main">
          <InviteFormBody role={role} {...model} />
        </div>
      </div>
    </div>
  );
}

/** What the applicant sees beside the benefits: a log-in notice, their status, or the form. */
function InviteFormBody({
  role,
  t,
  locale,
  loggedIn,
  email,
  view,
  check,
  submit,
  loginHref,
  signupHref,
  handOff,
}: { role: CreatorRole } & ReturnType<typeof useInviteForm>) {
  const roleName = t(`roles.${role}`);
  if (!loggedIn)
    return (
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
  if (view.kind === "checking")
    return (
      <Loading className="creator-form creator-checking" label={t("status.loading")}>
        <FormSkeleton shape={APPLICATION_FORM} />
      </Loading>
    );
  if (view.kind === "failed")
    return (
      <CreatorNotice
        tone="error"
        title={t("status.failed")}
        actions={<Button onClick={check}>{t("status.retry")}</Button>}
      />
    );
  if (view.status === "reviewing")
    return (
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
  if (view.status === "approved")
    return (
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
  return <CreatorApplicationForm locale={locale} initialEmail={email} onSubmit={submit} />;
}
