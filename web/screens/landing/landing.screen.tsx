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

/** /home: the marketing landing page (PROD-LANDING-1, ROUTE-HOME-1). Sections are anchors for the landing header. */
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

/** Below the fold, in page order. */
const BELOW_THE_FOLD = [NoticesSection, FeaturesSection, CreatorsSection, DownloadSection, ContactSection];

/**
 * The first frame holds what is above the fold (hero, stats); the sections below it follow one per
 * task after that frame, each in a transition, so no single render, commit or layout is long
 * (Lighthouse TBT). Its own component, so that growing it does not render the hero and the stats
 * again. Anchor jumps wait for their section (web/layout/section-scroll.ts).
 */
function BelowTheFold() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= BELOW_THE_FOLD.length) return;
    const next = setTimeout(() => startTransition(() => setCount((n) => n + 1)), 0);
    return () => clearTimeout(next);
  }, [count]);
  // The wrapper holds at least a screen's height from the first frame (and in the prerendered
  // HTML), so the footer never starts inside the viewport and is pushed out as sections arrive:
  // on a 1440×900 desktop that push was a layout shift of 0.013–0.053.
  return (
    <div className="landing__below">
      {BELOW_THE_FOLD.slice(0, count).map((Section) => (
        <Section key={Section.name} />
      ))}
    </div>
  );
}
