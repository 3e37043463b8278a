// Installability as Chrome itself judges it (the requirement: "Chrome must report no installability
// errors"), asked over the DevTools protocol. Chrome never finds an incognito page installable,
// and every context of the shared browser is incognito-like, so the check launches its own
// Chromium with a real (temporary) profile.
import fs from "node:fs";
import { chromium, type Page } from "playwright-core";
import { freshProfileDir, playwrightLaunchOptions } from "../../../scripts/lib/chromium.mjs";
import { appUrl } from "./env";

export interface InstallabilityError {
  readonly errorId: string;
  readonly errorArguments: readonly { name: string; value: string }[];
}

/** Chrome's installability errors for a page (must not be incognito: use installabilityErrorsOf). */
export async function installabilityErrors(page: Page): Promise<InstallabilityError[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors: errors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: InstallabilityError[];
    };
    return errors;
  } finally {
    await cdp.detach();
  }
}

/** Opens `route` in a fresh non-incognito Chromium profile, waits for the service worker, and returns Chrome's installability errors ([] = installable). */
export async function installabilityErrorsOf(route = "/home"): Promise<InstallabilityError[]> {
  const profile = freshProfileDir("lumen-pwa-");
  const context = await chromium.launchPersistentContext(profile, playwrightLaunchOptions());
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(appUrl(route), { waitUntil: "load" });
    await waitForServiceWorker(page).catch(() => undefined); // a missing worker shows up in the errors
    return await installabilityErrors(page);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Waits until a service worker controls the page (so an offline reload can be served from its cache). */
export async function waitForServiceWorker(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: timeoutMs,
  });
}
