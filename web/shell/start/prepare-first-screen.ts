import { startScreenLoad } from "./start-screen-load";

/**
 * Starts what the first screen is sure to need while the shell's own code and text are still
 * arriving, instead of after the shell has rendered:
 * its chunk and its locale namespaces download beside the shell's (one round trip, not three).
 * Failures are left to the real loads, which retry and show the screen's error state.
 */
export function prepareFirstScreen(
  location: string,
  locale: string,
  /** Namespaces already at hand (the prerendered HTML's text): not fetched again. */
  present: readonly string[] = [],
): void {
  startScreenLoad(location, locale, (ns) => present.includes(ns));
}
