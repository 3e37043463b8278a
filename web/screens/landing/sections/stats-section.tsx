import { useTranslation } from "react-i18next";
import { numberFormat } from "../../../i18n/intl-cache";
import { useLocale } from "../../../i18n/locale-controller";
import { LANDING_STATS, LANDING_STATS_FORMAT } from "../landing-content";

/** The four figures as large numerals, formatted for the language (12.8M, 1280万, 1,28 млн). */
export function StatsSection() {
  const { t } = useTranslation("landing");
  const { locale } = useLocale();
  const format = numberFormat(locale, LANDING_STATS_FORMAT);
  return (
    <section className="stats" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          {t("stats.title")}
        </h2>
        <dl className="stats__grid">
          {LANDING_STATS.map((stat) => (
            <div key={stat.id} className="stats__item">
              <dt className="stats__label">{t(`stats.${stat.id}`)}</dt>
              <dd className="stats__value">
                {format.format(stat.value)}
                {stat.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
