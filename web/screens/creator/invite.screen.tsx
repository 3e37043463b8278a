import { useTranslation } from "react-i18next";
import { BRAND } from "../../brand/brand.config";
import { Icon } from "../../components/icons/icon";
import { CREATOR_ROLES } from "./creator-role";
import "./creator.css";
import { hrefTo } from "../../routes/href-to";

/** /invite: pick the role to apply for; each card leads to /invite/{type}. */
export default function InviteScreen() {
  const { t } = useTranslation("creator");
  const vars = { brand: BRAND.name, interpolation: { escapeValue: false } };
  return (
    <div className="creator-page">
      <header className="creator-hero">
        <h1 className="creator-hero__title">{t("chooser.title", vars)}</h1>
        <p className="creator-hero__lead">{t("chooser.lead")}</p>
      </header>
      <ul className="creator-choices">
        {CREATOR_ROLES.map((role) => (
          <li key={role}>
            <a className="creator-choice" href={hrefTo("inviteForm", { type: role })}>
              <span className="creator-benefit__icon">
                <Icon name={role === "blogger" ? "pen" : "live"} />
              </span>
              <span className="creator-choice__title">{t(`hero.${role}.title`, vars)}</span>
              <span className="creator-choice__lead">{t(`hero.${role}.lead`)}</span>
              <span className="creator-choice__cta">
                {t("chooser.apply", { role: t(`roles.${role}`) })}
                <Icon name="arrowRight" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
