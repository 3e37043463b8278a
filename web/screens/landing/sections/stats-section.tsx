import { useTranslation } from "react-i18next";
import { useLocale } from "../../../i18n/locale-controller";
import { landingFigures } from "../landing-figures";

/** The four figures as large numerals, formatted for the language (12.8M, 1280万, 1,28 млн). */
export function StatsSection() {
  const { t } = useTranslation("landing");
  const { locale } = useLocale();
  const { stats } = landingFigures(locale);
  return (
    <section className="stats" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          {t("stats.title")}
        </h2>
        <dl className="stats__grid">
          {stats.map((stat) => (
            <div key={stat.id} className="stats__item">
              <dt className="stats__label">{t(`stats.${stat.id}`)}</dt>
              <dd className="stats__value">{stat.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
