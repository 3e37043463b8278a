import { useTranslation } from "react-i18next";
import type { ScreenProps } from "../../routes/screen-props";
import { ButtonLink } from "../form/button";
import "./page.css";

/**
 * Stand-in body for screens built in their own issues (auth, creator, legal, support, download), so
 * every route resolves today. Each placeholder file says who replaces it.
 */
export function PlaceholderScreen({ route }: ScreenProps) {
  const { t } = useTranslation("common");
  return (
    <section className="page page--narrow">
      <div className="page-card">
        <h1 className="page-title">{t(route.meta.titleKey)}</h1>
        <p className="page-lead">{t("placeholder.body")}</p>
        <ButtonLink href="#/home" variant="secondary">
          {t("actions.backHome")}
        </ButtonLink>
      </div>
    </section>
  );
}
