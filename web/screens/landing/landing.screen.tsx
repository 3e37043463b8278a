import { useEffect } from "react";
import { StagedSections } from "../../components/page/staged-sections";
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
  return (
    <div className="landing">
      <HeroSection />
      <StatsSection />
      <BelowTheFold />
    </div>
  );
}

/** Below the fold, in page order. */
const BELOW_THE_FOLD = [NoticesSection, FeaturesSection, CreatorsSection, DownloadSection, ContactSection];

/**
 * The first frame holds what is above the fold (hero, stats); the sections below follow one per task
 * (StagedSections). The wrapper holds at least a screen's height from the first frame (and in the
 * prerendered HTML), so the footer never starts inside the viewport and is pushed out as sections
 * arrive: on a 1440×900 desktop that push was a layout shift of 0.013–0.053.
 */
function BelowTheFold() {
  return <StagedSections sections={BELOW_THE_FOLD} className="landing__below" />;
}
