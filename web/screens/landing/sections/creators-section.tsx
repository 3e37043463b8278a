import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/form/button";
import { Icon } from "../../../components/icons/icon";
import { CREATOR_BENEFITS, CREATOR_ROLES, CREATOR_TIP_SHARE } from "../landing-content";
import { hrefTo } from "../../../routes/href-to";

/** Creators keep up to 90% of tips (the highlight), the shared benefits, then the two roles. */
export function CreatorsSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="creators" className="section section--tinted" aria-labelledby="creators-title">
      <div className="container">
        <header className="section__head">
          <p className="section__eyebrow">{t("creators.eyebrow")}</p>
          <h2 id="creators-title" className="section__title">
            {t("creators.title")}
          </h2>
          <p className="section__lead">{t("creators.lead")}</p>
        </header>
        <div className="creators__top">
          <div className="tip-share">
            <p className="tip-share__label">{t("creators.shareLabel")}</p>
            <p className="tip-share__value">
              <span className="tip-share__prefix">{t("creators.upTo")}</span>
              {CREATOR_TIP_SHARE}
              <span className="tip-share__percent">%</span>
            </p>
            <p className="tip-share__note">{t("creators.shareNote")}</p>
          </div>
          <ul className="cards cards--2 creators__benefits">
            {CREATOR_BENEFITS.map((benefit) => (
              <li key={benefit.id} className="card card--compact">
                <Icon name={benefit.icon} className="card__icon" />
                <h3 className="card__title">{t(`creators.benefits.${benefit.id}.title`)}</h3>
                <p className="card__text">{t(`creators.benefits.${benefit.id}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="roles">
          {CREATOR_ROLES.map((role) => (
            <article
              key={role.role}
              className={`role role--${role.role}`}
              aria-labelledby={`role-${role.role}`}
            >
              <div className="role__head">
                <Icon name={role.icon} className="role__icon" />
                <div>
                  <h3 id={`role-${role.role}`} className="role__title">
                    {t(`creators.roles.${role.role}.title`)}
                  </h3>
                  <p className="role__text">{t(`creators.roles.${role.role}.text`)}</p>
                </div>
              </div>
              <ul className="role__list">
                {role.benefits.map((benefit) => (
                  <li key={benefit}>
                    <Icon name="check" className="role__check" />
                    <span>
                      <strong>{t(`creators.roles.${role.role}.benefits.${benefit}.title`)}</strong>
                      <span className="role__benefit-text">
                        {t(`creators.roles.${role.role}.benefits.${benefit}.text`)}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <ButtonLink
                href={hrefTo("inviteForm", { type: role.role })}
                variant={role.role === "blogger" ? "primary" : "secondary"}
                block
              >
                {t(`creators.roles.${role.role}.apply`)}
                <Icon name="arrowRight" className="btn__icon" />
              </ButtonLink>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
