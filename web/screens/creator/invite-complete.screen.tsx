import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/form/button";
import { navigate } from "../../routes/hash-location";
import { CreatorNotice } from "./creator-notice";
import { clearInviteCompletion, readInviteCompletion } from "./invite-handoff";
import "./creator.css";
import { hrefTo, pathTo } from "../../routes/href-to";

/** /invite/invite-complete: only reachable from the form (ROUTE-INVITE-2); opened directly it goes home. */
export default function InviteCompleteScreen() {
  const { t } = useTranslation("creator");
  // Read once: the note is removed when the page is left, so coming back later goes home.
  const [completion] = useState(() => readInviteCompletion(sessionStorage));

  useEffect(() => {
    if (!completion) navigate(pathTo("home"), { replace: true });
    return () => clearInviteCompletion(sessionStorage);
  }, [completion]);

  if (!completion) return null;
  return (
    <div className="creator-page creator-page--narrow">
      <CreatorNotice
        tone="success"
        title={t("complete.title")}
        actions={
          <>
            <ButtonLink href={hrefTo("home")}>{t("complete.backHome")}</ButtonLink>
            <ButtonLink href={hrefTo("download")} variant="secondary">
              {t("complete.download")}
            </ButtonLink>
          </>
        }
      >
        <p>{t("complete.body", { role: t(`roles.${completion.role}`) })}</p>
        {completion.email ? (
          <p>{t("complete.email", { email: completion.email, interpolation: { escapeValue: false } })}</p>
        ) : null}
      </CreatorNotice>
    </div>
  );
}
