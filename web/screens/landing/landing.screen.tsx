import { startTransition, useEffect, useState } from "react";
import type { ScreenProps } from "../../routes/screen-props";
import { ContactSection } from "./sections/contact-section";
import { CreatorsSection } from "./sections/creators-section";
import { DownloadSection } from "./sections/download-section";
import { FeaturesSection } from "./sections/features-section";
import { HeroSection } from "./sections/hero-section";
import { NoticesSection } from "./sections/notices-section";
import { StatsSection } from "./sections/stats-section";
import { useRemarkGroupLink } from "./use-remark-group-link";
import "./landing.css";

/** /home: the marketing landing page (SPEC §1, §2). Sections are anchors for the landing header. */
export default function LandingScreen({ query }: ScreenProps) {
  useRemarkGroupLink("/home", query);
  return (
    <div className="landing">
      <HeroSection />
      <StatsSection />
      <BelowTheFold />
    </div>
  );
}

/**
 * The first frame holds what is above the fold (hero, stats); the sections below it render in a
 * transition after that frame, which React splits into short tasks (Lighthouse TBT, LCP). Its own
 * component, so that switching it on does not render the hero and the stats again.
 */
function BelowTheFold() {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <>
      <NoticesSection />
      <FeaturesSection />
      <CreatorsSection />
      <DownloadSection />
      <ContactSection />
    </>
  );
}
