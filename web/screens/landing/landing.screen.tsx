import { useEffect } from "react";
import { BELOW_THE_FOLD_CLASS, LANDING_SECTIONS } from "../../layout/landing-sections";
import { scrollToSection } from "../../layout/section-scroll";
import type { ScreenProps } from "../../routes/route-entry";
import { ContactSection } from "./sections/contact-section";
import { CreatorsSection } from "./sections/creators-section";
import { DownloadSection } from "./sections/download-section";
import { FeaturesSection } from "./sections/features-section";
import { HeroSection } from "./sections/hero-section";
import { NoticesSection } from "./sections/notices-section";
import { StatsSection } from "./sections/stats-section";
import { useRemarkGroupLink } from "./use-remark-group-link";
import "./landing.css";
import { pathTo } from "../../routes/href-to";

/** /home: the marketing landing page (PROD-LANDING-1, ROUTE-HOME-1). Sections are anchors for the landing header. */
export default function LandingScreen({ query }: ScreenProps) {
  useRemarkGroupLink(pathTo("home"), query);
  // `section` names where a link into the landing means to land (the sign-up success's "Go to
  // download", ADR-0387); only the landing's own section ids are followed.
  const section = LANDING_SECTIONS.find((s) => s.id === query.get("section"))?.id ?? null;
  useEffect(() => {
    if (section) requestAnimationFrame(() => scrollToSection(section));
  }, [section]);
  const below = (
    <>
      <NoticesSection />
      <FeaturesSection />
      <CreatorsSection />
      <DownloadSection />
      <ContactSection />
    </>
  );
  // Every section is in the HTML, those below the fold inside <noscript> (ADR-0450): visitors
  // without JavaScript and crawlers get them as markup, everyone else's parser skips them as text,
  // and the boot script parses them when the page wakes, before React hydrates them. Near view they
  // cost layout only (content-visibility, landing.css).
  return (
    <div className="landing">
      <HeroSection />
      <StatsSection />
      <div className={BELOW_THE_FOLD_CLASS}>
        {typeof document === "undefined" ? <noscript>{below}</noscript> : below}
      </div>
    </div>
  );
}
