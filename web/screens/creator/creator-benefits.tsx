import { useTranslation } from "react-i18next";
import type { CreatorRole } from "../../../core/sso/sso.schema";
import { Icon } from "../../components/icons/icon";
import type { IconName } from "../../components/icons/icon-paths";

/** PROD-CREATOR-1 benefits per role, in the order the SPEC lists them. */
const BENEFITS: Record<CreatorRole, readonly { id: string; icon: IconName }[]> = {
  blogger: [
    { id: "mining", icon: "spark" },
    { id: "traffic", icon: "chart" },
    { id: "verified", icon: "shield" },
  ],
  streamer: [
    { id: "support", icon: "rocket" },
    { id: "liveMining", icon: "live" },
    { id: "service", icon: "user" },
  ],
};

export function CreatorBenefits({ role }: { role: CreatorRole }) {
  const { t } = useTranslation("creator");
  return (
    <section className="creator-benefits" aria-labelledby="creator-benefits-title">
      <h2 id="creator-benefits-title" className="creator-section-title">
        {t("benefits.title")}
      </h2>
      <ul className="creator-benefits__list">
        {BENEFITS[role].map((benefit) => (
          <li key={benefit.id} className="creator-benefit">
            <span className="creator-benefit__icon">
              <Icon name={benefit.icon} />
            </span>
            <div>
              <h3 className="creator-benefit__title">{t(`benefits.${role}.${benefit.id}.title`)}</h3>
              <p className="creator-benefit__body">{t(`benefits.${role}.${benefit.id}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
