import { SUPPORTED_LOCALES } from "../../../core/locale/supported-locales";

/**
 * A press on the prerendered page before the app is live: the boot script keeps what it asked for
 * on <html> (`data-pending-…`) and the part acts on it once it is. The press itself wakes the app
 * (ADR-0450), so on a phone it would otherwise fall in the app's whole start and be lost.
 */
export interface EarlyPress<T extends string> {
  /** What a press on `target` asks for (`[attribute]` on it or an ancestor), if a known value. */
  of(target: EventTarget | null): T | null;
  keep(root: HTMLElement, value: T): void;
  /** Reads and forgets it; a value that is not a known one (written by anything else) counts for nothing. */
  take(root: HTMLElement): T | null;
}

function earlyPress<T extends string>(attribute: string, key: string, known: readonly T[]): EarlyPress<T> {
  const accepts = (value: string | null | undefined): value is T => known.some((k) => k === value);
  return {
    of: (target) => {
      const value =
        target instanceof Element ? target.closest(`[${attribute}]`)?.getAttribute(attribute) : null;
      return accepts(value) ? value : null;
    },
    keep: (root, value) => void (root.dataset[key] = value),
    take: (root) => {
      const value = root.dataset[key];
      delete root.dataset[key];
      return accepts(value) ? value : null;
    },
  };
}

/**
 * What a press before the app is live is kept for: a button of the page's own (a popover's opens
 * without the app), or a section link, whose address would change the route. The boot script marks
 * the last one pressed; the part holding it presses it again once hydrated (../early-press.ts).
 */
export const EARLY_PRESSABLE = "button[type=button]:not([popovertarget]), a[data-section]";
export const EARLY_PRESSED = "data-early-pressed";

/** The log-in form sent, by a press or Enter, before it is live (ADR-0532): it sends itself once it is. */
export const EARLY_SUBMIT = earlyPress("data-early-submit", "pendingSubmit", ["login"] as const);

/** A language picked in a language select (`data-early-language`) before the app is live: it applies it once live. */
export const EARLY_LANGUAGE = earlyPress("data-early-language", "pendingLocale", SUPPORTED_LOCALES);
