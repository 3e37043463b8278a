import { useTranslation } from "react-i18next";
import { BRAND } from "../../../brand/brand.config";
import { Icon } from "../../../components/icons/icon";
import { hrefTo } from "../../../routes/href-to";

export function ContactSection() {
  const { t } = useTranslation("landing");
  const items = [
    {
      id: "support",
      icon: "help",
      href: `mailto:${BRAND.links.contactEmail}`,
      value: BRAND.links.contactEmail,
    },
    {
      id: "business",
      icon: "mail",
      href: `mailto:${BRAND.links.businessEmail}`,
      value: BRAND.links.businessEmail,
    },
    {
      id: "community",
      icon: "community",
      href: BRAND.links.community,
      value: t("contact.items.community.value"),
    },
  ] as const;
  return (
    <section id="contact" className="section section--tinted" aria-labelledby="contact-title">
      <div className="container">
        <header className="section__head">
          <p className="section__eyebrow">{t("contact.eyebrow")}</p>
          <h2 id="contact-title" className="section__title">
            {t("contact.title")}
          </h2>
          <p className="section__lead">{t("contact.lead")}</p>
        </header>
        <ul className="cards cards--3">
          {items.map((item) => (
            <li key={item.id} className="card card--contact">
              <Icon name={item.icon} className="card__icon" />
              <h3 className="card__title">{t(`contact.items.${item.id}.title`)}</h3>
              <a
                className="card__link"
                href={item.href}
                target={item.href.startsWith("http") ? "_blank" : undefined}
                rel="noopener noreferrer"
              >
                {item.value}
              </a>
            </li>
          ))}
        </ul>
        <p className="contact__legal">
          <a href={hrefTo("supportArticle")}>{t("contact.deleteAccount")}</a>
        </p>
      </div>
    </section>
  );
}
