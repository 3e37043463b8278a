import { useTranslation } from "react-i18next";
import type { CreatorRole } from "../../../core/sso/sso.schema";
import { BRAND } from "../../brand/brand.config";

export function CreatorHero({ role }: { role: CreatorRole }) {
  const { t } = useTranslation("creator");
  return (
    <header className="creator-hero">
      <p className="creator-hero__eyebrow">{t(`roles.${role}`)}</p>
      <h1 className="creator-hero__title">
        {t(`hero.${role}.title`, { brand: BRAND.name, interpolation: { escapeValue: false } })}
      </h1>
      <p className="creator-hero__lead">{t(`hero.${role}.lead`)}</p>
      <p className="creator-hero__tip">
        <strong>90%</strong>
        <span>{t("hero.tipShare")}</span>
      </p>
    </header>
  );
}
