import { LANDING_SECTIONS } from "../layout/landing-sections";

/**
 * A landing section link clicked before the app has started (the prerendered header is on screen,
 * its handlers are not yet): the boot script keeps the section here, on <html data-pending-section>,
 * and the landing header scrolls to it once it is live. Without this the click was lost: the app's
 * scripts start only after the first paint, so that window is real on a slow phone.
 */
export const PENDING_SECTION_ATTRIBUTE = "pendingSection";

/** The element attribute naming the section a link or button leads to. */
export const SECTION_LINK_ATTRIBUTE = "data-section";

type SectionId = (typeof LANDING_SECTIONS)[number]["id"];

const isSectionId = (value: string | undefined): value is SectionId =>
  LANDING_SECTIONS.some((section) => section.id === value);

/** The section a click on `target` asks for, if it is a known landing section link. */
export function sectionOfClick(target: EventTarget | null): SectionId | null {
  if (!(target instanceof Element)) return null;
  const value =
    target.closest(`[${SECTION_LINK_ATTRIBUTE}]`)?.getAttribute(SECTION_LINK_ATTRIBUTE) ?? undefined;
  return isSectionId(value) ? value : null;
}

/** Reads and forgets the section clicked before the app started (only known section ids count). */
export function takePendingSection(root: HTMLElement): SectionId | null {
  const value = root.dataset[PENDING_SECTION_ATTRIBUTE];
  delete root.dataset[PENDING_SECTION_ATTRIBUTE];
  return isSectionId(value) ? value : null;
}
