import { numberFormat } from "../i18n/intl-cache";
import { LANDING_AMOUNT_FORMAT, LANDING_STATS_FORMAT } from "../screens/landing/landing-content";
import { startScreenLoad } from "./start-screen-load";

/**
 * Starts what the first screen is sure to need while the shell's own code and text are still
 * arriving, instead of after the shell has rendered:
 * - its chunk and its locale namespaces download beside the shell's (one round trip, not three);
 * - the landing's number formats (compact figures, amounts) are built in a task of their own now:
 *   constructing the first loads ICU data, a long task that otherwise lands inside the landing's
 *   first render, after the first paint (Lighthouse TBT; measured in docs/decisions.md).
 * Failures are left to the real loads, which retry and show the screen's error state.
 */
export function prepareFirstScreen(
  location: string,
  locale: string,
  /** Namespaces already at hand (the prerendered HTML's text): not fetched again. */
  present: readonly string[] = [],
): void {
  const name = startScreenLoad(location, locale, (ns) => present.includes(ns));
  if (name === "home") {
    setTimeout(() => {
      numberFormat(locale, LANDING_STATS_FORMAT);
      numberFormat(locale, LANDING_AMOUNT_FORMAT);
    }, 0);
  }
}
