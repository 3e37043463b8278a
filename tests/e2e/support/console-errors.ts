// Console errors and uncaught page errors, collected while a page lives. openPage() starts the
// collection itself, so a test can assert on it at any point: expect(collectConsoleErrors(page)).toEqual([]).
import type { Page } from "playwright-core";

const collected = new WeakMap<Page, string[]>();

/**
 * The live list of console errors ("console.error: …") and uncaught exceptions ("pageerror: …")
 * of this page. The first call starts collecting; later calls return the same array.
 */
export function collectConsoleErrors(page: Page): string[] {
  const existing = collected.get(page);
  if (existing) return existing;
  const errors: string[] = [];
  collected.set(page, errors);
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}
