/**
 * What the boot script keeps of a use of the prerendered page before the app is live, for the part
 * it is for to act on once it is: the press itself wakes the app (ADR-0450), so on a phone it would
 * otherwise fall in the app's whole start and be lost. A kept value is `data-pending-…` on <html>;
 * the part checks it is one it knows, since anything else could have written it.
 */
const kept = (key: string) => ({
  keep: (root: HTMLElement, value: string) => void (root.dataset[key] = value),
  /** Reads and forgets it. */
  take: (root: HTMLElement): string | undefined => {
    const value = root.dataset[key];
    delete root.dataset[key];
    return value;
  },
});

/**
 * A button of the page's own (a popover's opens without the app), or a section link, whose address
 * would change the route: the last one pressed is marked, and the part holding it presses it again
 * once hydrated (../early-press.ts).
 */
export const EARLY_PRESSABLE = "button[type=button]:not([popovertarget]), a[data-section]";
export const EARLY_PRESSED = "data-early-pressed";

/** A form sent (`<form data-early-submit="login">`, ADR-0532): it sends itself once live. */
export const EARLY_SUBMIT = kept("pendingSubmit");

/** A language picked in a select with `data-early-language`: it applies it once live. */
export const EARLY_LANGUAGE = kept("pendingLocale");
