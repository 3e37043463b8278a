import { useTranslation } from "react-i18next";
import { ButtonLink } from "../components/form/button";
import { useAttributedHref } from "../attribution/attribution-session";
import { pathTo } from "../routes/href-to";

/**
 * Log in and sign up for a visitor who is not logged in (SHELL-HEADER-1), in the header's phone drawer and
 * the side menu: both links carry the visit's attribution (channel and referral code) along.
 */
export function GuestAuthLinks() {
  const { t } = useTranslation("common");
  const loginHref = useAttributedHref(pathTo("login"));
  const signupHref = useAttributedHref(pathTo("signupVerify"));
  return (
    <>
      <ButtonLink href={loginHref} block>
        {t("actions.login")}
      </ButtonLink>
      <ButtonLink href={signupHref} variant="secondary" block>
        {t("actions.signup")}
      </ButtonLink>
    </>
  );
}
