import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { BRAND } from "../../../brand/brand.config";
import { Button, ButtonLink } from "../../../components/form/button";
import { Icon } from "../../../components/icons/icon";
import { scrollToSection } from "../../../layout/section-scroll";
import { HeroArt } from "./hero-art";
import { useEarlyPress } from "../../../shell/screen-doors";

/** What the platform is in one line, with the two actions that matter: download and watch live. */
export function HeroSection() {
  const { t } = useTranslation("landing");
  const section = useRef<HTMLElement>(null);
  useEarlyPress(section);
  return (
    <section ref={section} id="home" className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">
            <span className="hero__dot" aria-hidden="true" />
            {t("hero.eyebrow")}
          </p>
          <h1 id="hero-title" className="hero__title">
            {t("hero.title")}
          </h1>
          <p className="hero__lead">{t("hero.lead")}</p>
          <div className="hero__actions">
            <Button size="lg" data-section="download" onClick={() => scrollToSection("download")}>
              <Icon name="download" className="btn__icon" />
              {t("hero.download")}
            </Button>
            <ButtonLink
              size="lg"
              variant="secondary"
              href={BRAND.links.liveEntrance}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="live" className="btn__icon" />
              {t("hero.live")}
            </ButtonLink>
          </div>
          <ul className="hero__trust">
            <li>
              <Icon name="shield" className="hero__trust-icon" />
              {t("hero.trustSecure")}
            </li>
            <li>
              <Icon name="globe" className="hero__trust-icon" />
              {t("hero.trustGlobal")}
            </li>
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
