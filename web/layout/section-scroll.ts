/**
 * Scrolls to a landing section without touching the hash (the hash holds the route), and keeps it
 * there while the page is still arriving: the header's navigation is on screen before the landing
 * chunk and the below-the-fold sections render, and notices / version data grow the page later.
 * A click that lands in that window must still take the visitor to the section, so the request
 * waits for the section to exist and re-aligns while the layout keeps changing — until the layout
 * has been still for a moment or the visitor scrolls by themselves.
 */

/** How long a click waits for its section to be rendered. */
export const SECTION_WAIT_MS = 6_000;
/**
 * Re-align after layout changes until the layout has been still this long. A loaded phone renders
 * the staged sections more than 1.5 s apart, so a shorter wait let the page grow after it stopped.
 */
export const SECTION_SETTLE_MS = 3_000;
/** Never keep correcting longer than this after the section appeared. */
export const SECTION_MAX_HOLD_MS = 8_000;
/** Alignment tolerance in CSS pixels. */
const TOLERANCE_PX = 4;

/** Input that means the visitor is steering the scroll now: stop correcting it. */
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

let cancelPending: (() => void) | null = null;

export function scrollToSection(id: string): void {
  cancelPending?.();
  const cleanups: (() => void)[] = [];
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
    if (cancelPending === finish) cancelPending = null;
  };
  cancelPending = finish;
  for (const type of USER_SCROLL_EVENTS) {
    addEventListener(type, finish, { capture: true, passive: true });
    cleanups.push(() => removeEventListener(type, finish, { capture: true }));
  }

  if (document.getElementById(id)) {
    hold(id, cleanups, finish);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!document.getElementById(id)) return;
    observer.disconnect();
    hold(id, cleanups, finish);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  cleanups.push(() => observer.disconnect());
  const giveUp = setTimeout(finish, SECTION_WAIT_MS);
  cleanups.push(() => clearTimeout(giveUp));
}

/** Scrolls to the section, focuses its heading, then re-aligns on layout changes until settled. */
function hold(id: string, cleanups: (() => void)[], finish: () => void): void {
  // Looked up each time: hydration or a staged render may replace the element, and a detached one
  // measures 0 and reads as aligned while the real section sits further down.
  const section = (): HTMLElement | null => document.getElementById(id);
  const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
  const align = () => section()?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  align();
  let focused = section();
  if (focused) focusHeading(focused);
  // A section replaced after its heading took the focus takes the focus with it (to the body); its
  // copy gets it back, unless the visitor has put the focus somewhere since.
  const refocus = new MutationObserver(() => {
    const current = section();
    if (!current || current === focused || focused?.isConnected) return;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    focused = current;
    focusHeading(current);
  });
  refocus.observe(document.body, { childList: true, subtree: true });
  cleanups.push(() => refocus.disconnect());
  if (typeof ResizeObserver === "undefined") {
    finish();
    return;
  }
  let settle = setTimeout(finish, SECTION_SETTLE_MS);
  let initial = true;
  const observer = new ResizeObserver(() => {
    // observe() reports the current size once; that is not a change, so the settle clock keeps
    // running. It is still a measurement: the page can grow between align() and that report (the
    // staged sections landing in the same frame), and swallowing it left the section 300 px down
    // with nothing to correct it.
    if (initial) initial = false;
    else {
      clearTimeout(settle);
      settle = setTimeout(finish, SECTION_SETTLE_MS);
    }
    const current = section();
    if (current && !isAligned(current)) align();
  });
  // The body's size changes whenever anything in the page grows or shrinks.
  observer.observe(document.body);
  const cap = setTimeout(finish, SECTION_MAX_HOLD_MS);
  cleanups.push(() => {
    observer.disconnect();
    clearTimeout(settle);
    clearTimeout(cap);
  });
}

/** True when the section sits where scrollIntoView puts it, or the page cannot scroll further. */
function isAligned(section: HTMLElement): boolean {
  const root = document.documentElement;
  const padding = Number.parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
  const offset = section.getBoundingClientRect().top - padding;
  const atEnd = Math.ceil(scrollY + innerHeight) >= root.scrollHeight - 1;
  return Math.abs(offset) <= TOLERANCE_PX || (atEnd && offset > 0);
}

/** Keyboard and screen-reader users continue from the section they asked for. */
function focusHeading(section: HTMLElement): void {
  const heading = section.querySelector<HTMLElement>("h1, h2");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
