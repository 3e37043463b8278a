import { useTranslation } from "react-i18next";
import { useLocale } from "../../../i18n/locale-controller";
import { HERO_ART_FIGURES } from "../landing-content";
import { landingFigures } from "../landing-figures";

/**
 * The hero illustration: a phone showing a live stream with chat bubbles and a tip, drawn in SVG
 * and CSS (no images from the network). Decorative: the copy beside it says everything.
 */
export function HeroArt() {
  const { t } = useTranslation("landing");
  const { locale } = useLocale();
  // Written as the language writes numbers (12.4K, 1.2万, 12,4 тыс.).
  const { viewers, reward } = landingFigures(locale);
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__glow" />
      <div className="hero-art__phone">
        <div className="hero-art__screen">
          <div className="hero-art__stage">
            <span className="hero-art__live">{t("art.live")}</span>
            <svg viewBox="0 0 200 150" className="hero-art__scene">
              <defs>
                <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
                  <stop offset="0" stopColor="#7a6dff" />
                  <stop offset="1" stopColor="#ff6f9f" />
                </linearGradient>
              </defs>
              <rect width="200" height="150" fill="url(#hero-sky)" />
              <circle cx="150" cy="38" r="18" fill="#fff" opacity="0.35" />
              <path d="M0 120 Q50 90 100 112 T200 104 V150 H0Z" fill="#fff" opacity="0.18" />
              <circle cx="100" cy="78" r="22" fill="#fff" opacity="0.9" />
              <path d="M62 150 Q100 100 138 150Z" fill="#fff" opacity="0.9" />
            </svg>
            <span className="hero-art__viewers">◉ {viewers}</span>
          </div>
          <div className="hero-art__chat">
            <p className="hero-art__bubble">{t("art.bubble1")}</p>
            <p className="hero-art__bubble hero-art__bubble--me">{t("art.bubble2")}</p>
            <p className="hero-art__tip">{t("art.tip")}</p>
          </div>
        </div>
      </div>
      <div className="hero-art__card hero-art__card--wallet">
        <span className="hero-art__card-label">{t("art.walletLabel")}</span>
        <span className="hero-art__card-value">
          + {reward} {HERO_ART_FIGURES.token}
        </span>
      </div>
      <div className="hero-art__card hero-art__card--community">
        <span className="hero-art__avatars">
          <i />
          <i />
          <i />
        </span>
        <span className="hero-art__card-label">{t("art.communityLabel")}</span>
      </div>
    </div>
  );
}
