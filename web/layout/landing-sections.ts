/** The landing page's sections, in order; ids are the anchors the landing header scrolls to. */
export const LANDING_SECTIONS = [
  { id: "home", labelKey: "landingNav.home" },
  { id: "features", labelKey: "landingNav.features" },
  { id: "creators", labelKey: "landingNav.creators" },
  { id: "download", labelKey: "landingNav.download" },
  { id: "contact", labelKey: "landingNav.contact" },
] as const;

/**
 * Scrolls to a section without touching the hash (the hash holds the route). Focus moves to the
 * section heading so keyboard users continue from there.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  const heading = section.querySelector<HTMLElement>("h1, h2");
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}
