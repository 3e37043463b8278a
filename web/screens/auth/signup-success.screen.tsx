import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { StateIcon } from "../../components/feedback/state-icon";
import { ButtonLink } from "../../components/form/button";
import { entryMark, markedState } from "../../routes/entry-mark";
import { keepingLang, navigate } from "../../routes/hash-location";
import type { ScreenProps } from "../../routes/route-entry";
import { withQuery } from "./auth-links";
import { AuthLayout } from "./auth-layout";
import "./auth.css";
import { pathTo } from "../../routes/href-to";

/**
 * AUTH-SUCCESS-1 signup-success: the go-to-download button moves to /home keeping the query plus
 * hc_source, and lands on the landing's downloads section (`section=download`, ADR-0387).
 */
export const SIGNUP_SUCCESS_SOURCE = "signup_success";

/**
 * Sign-up stores its token (FLOW-SESSION-3), so the visitor is logged in here: beside the download, the
 * web's own next step is the member home.
 */
export const CONTINUE_ON_WEB = pathTo("dashboard");

export default function SignupSuccessScreen({ query }: ScreenProps) {
  const { t } = useTranslation("auth");
  // Only right after a sign-up (entry-mark.ts): a bookmark or a typed address has nothing to
  // celebrate, and goes to the landing.
  const fresh = entryMark() === "signed-up";
  useLayoutEffect(() => {
    if (!fresh) navigate(keepingLang(pathTo("home"), `?${query}`), { replace: true });
  }, [fresh, query]);
  const home = withQuery(pathTo("home"), query, { hc_source: SIGNUP_SUCCESS_SOURCE, section: "download" });
  const continueOnWeb = keepingLang(CONTINUE_ON_WEB, `?${query}`);
  if (!fresh) return null;
  return (
    <AuthLayout title={t("signupSuccess.title")} center>
      <div className="auth-success">
        <StateIcon state="success" className="auth-success__icon" />
        <p className="auth-success__body">{t("signupSuccess.body")}</p>
        <div className="auth-success__actions">
          <ButtonLink href={`#${home}`} block size="lg">
            {t("signupSuccess.download")}
          </ButtonLink>
          <ButtonLink
            href={`#${continueOnWeb}`}
            onClick={(event) => {
              // The member home greets a new member as one (entry-mark.ts); a plain link cannot say so.
              event.preventDefault();
              navigate(continueOnWeb, { state: markedState("signed-up") });
            }}
            block
            size="lg"
            variant="secondary"
          >
            {t("signupSuccess.continue")}
          </ButtonLink>
        </div>
      </div>
    </AuthLayout>
  );
}
