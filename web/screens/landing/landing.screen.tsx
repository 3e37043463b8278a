import { useEffect } from "react";
import { LANDING_SECTIONS } from "../../layout/landing-sections";
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

/** /home: the marketing landing page (PROD-LANDING-1, ROUTE-HOME-1). Sections are anchors for the landing header. */
export default function LandingScreen({ query }: ScreenProps) {
  useRemarkGroupLink("/home", query);
  // `section` names where a link into the landing means to land (the sign-up success's "Go to
  // download", ADR-0387); only the landing's own section ids are followed.
  const section = LANDING_SECTIONS.find((s) => s.id === query.get("section"))?.id ?? null;
  useEffect(() => {
    if (section) requestAnimationFrame(() => scrollToSection(section));
  }, [section]);
  // Every section is in the HTML (crawlers and visitors without JavaScript see them all); those
  // below the fold cost no layout or paint until they near the viewport (landing.css, ADR-0450).
  return (
    <div className="landing">
      <HeroSection />
      <StatsSection />
      <div className="landing__below">
        <NoticesSection />
        <FeaturesSection />
        <CreatorsSection />
        <DownloadSection />
        <ContactSection />
      </div>
    </div>
  );
}
