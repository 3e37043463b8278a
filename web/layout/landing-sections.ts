/** The landing page's sections, in order; ids are the anchors the landing header scrolls to. */
export const LANDING_SECTIONS = [
  { id: "home", labelKey: "landingNav.home" },
  { id: "features", labelKey: "landingNav.features" },
  { id: "creators", labelKey: "landingNav.creators" },
  { id: "download", labelKey: "landingNav.download" },
  { id: "contact", labelKey: "landingNav.contact" },
] as const;

/** The landing's below-the-fold wrapper: its sections ride in <noscript> until the page wakes (ADR-0450). */
export const BELOW_THE_FOLD_CLASS = "landing__below";
