import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/icons/icon";
import { LANDING_FEATURES } from "../landing-content";

export function FeaturesSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="container">
        <header className="section__head">
          <p className="section__eyebrow">{t("features.eyebrow")}</p>
          <h2 id="features-title" className="section__title">
            {t("features.title")}
          </h2>
          <p className="section__lead">{t("features.lead")}</p>
        </header>
        <ul className="cards cards--3">
          {LANDING_FEATURES.map((feature) => (
            <li key={feature.id} className="card">
              <Icon name={feature.icon} className="card__icon" />
              <h3 className="card__title">{t(`features.items.${feature.id}.title`)}</h3>
              <p className="card__text">{t(`features.items.${feature.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
