import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The frame of every auth screen: a card with the title on phones; beside it on wide screens a
 * brand panel saying what the account is for (decorative, so hidden from assistive tech). The logo
 * is the header's, so the panel does not repeat it.
 */
export function AuthLayout({
  title,
  subtitle,
  center = false,
  children,
}: {
  title: string;
  subtitle?: string;
  /** A result rather than a form (the success screen): heading centred over a centred body. */
  center?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("auth");
  return (
    <div className="auth-page">
      <aside className="auth-aside" aria-hidden="true">
        <p className="auth-aside__tagline">{t("aside.tagline")}</p>
        <ul className="auth-aside__points">
          <li>{t("aside.chat")}</li>
          <li>{t("aside.live")}</li>
          <li>{t("aside.web3")}</li>
        </ul>
      </aside>
      <section className={center ? "auth-card auth-card--center" : "auth-card"} aria-labelledby="auth-title">
        <div className="auth-card__head">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        </div>
        {children}
      </section>
    </div>
  );
}
