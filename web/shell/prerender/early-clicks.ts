import { LANDING_SECTIONS } from "../../layout/landing-sections";

/**
 * Clicks on prerendered controls before the app is live (the markup is on screen, its handlers
 * are not yet): the boot script keeps what was asked for on <html> (`data-pending-…`) and the part
 * acts on it once it is. Without this the click was lost: the press itself wakes the app
 * (ADR-0450), so on a phone that window is the app's whole start.
 */
export interface EarlyClick<T extends string> {
  /** What a click on `target` asks for, if it is on one of these controls and a known value. */
  of(target: EventTarget | null): T | null;
  /** Keeps it until the app is live. */
  keep(root: HTMLElement, value: T): void;
  /** Reads and forgets it; a value that is not a known one (written by anything else) counts for nothing. */
  take(root: HTMLElement): T | null;
}

/** `attribute` names what a control asks for on the control itself (`data-section="creators"`). */
function earlyClick<T extends string>(
  attribute: string,
  pendingKey: string,
  known: readonly T[],
): EarlyClick<T> {
  const accepts = (value: string | null | undefined): value is T => known.some((k) => k === value);
  return {
    of(target) {
      if (!(target instanceof Element)) return null;
      const value = target.closest(`[${attribute}]`)?.getAttribute(attribute);
      return accepts(value) ? value : null;
    },
    keep(root, value) {
      root.dataset[pendingKey] = value;
    },
    take(root) {
      const value = root.dataset[pendingKey];
      delete root.dataset[pendingKey];
      return accepts(value) ? value : null;
    },
  };
}

/** A landing section link (or the hero's download button): the header scrolls to the section. */
export const EARLY_SECTION_CLICK = earlyClick(
  "data-section",
  "pendingSection",
  LANDING_SECTIONS.map((section) => section.id),
);

/**
 * The HTML's log-in form sent before it is live (ADR-0532): the live form sends what was typed as
 * soon as it has it, instead of the press doing nothing. Kept from the submit event, not a click, so
 * Enter in a field counts too.
 */
export const EARLY_SUBMIT = earlyClick("data-early-submit", "pendingSubmit", ["login"] as const);

/** Every early click the boot script keeps, first match wins. */
export const EARLY_CLICKS: readonly EarlyClick<string>[] = [EARLY_SECTION_CLICK];
