// One place for how we start Chromium, shared by the e2e harness, bench and screenshots.
// Debian's chromium is used (playwright-core cannot download a browser here); the flags keep it
// from dialling out, which this machine's closed network would refuse dozens of times per start.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the tests drive: Debian's chromium-headless-shell, the same Chromium (version, Blink,
 * V8) without the desktop browser around it, which is also what Playwright itself runs headless.
 * The browser tests are CPU-bound on a 2-core machine, and on the same two files the shell used
 * 95 core-seconds where the full browser used 210 (its browser process alone 57 s against 15 s;
 * ADR-0443). Lighthouse, the bench and the screenshots keep the full browser (CHROMIUM_PATH), the
 * one the peers are measured in.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** Flags for any headless run, without --headless/--user-data-dir (callers add those as needed). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox", // we run as root in CI
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function assertChromium() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' (.ci/run does).`,
    );
  }
}

/** A fresh profile directory; a reused one carries caches and service workers between runs. */
export function freshProfileDir(prefix = "lumen-chromium-") {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Options for playwright-core's chromium.launch / launchServer. Playwright adds its own user-data-dir. */
export function playwrightLaunchOptions(extraArgs = []) {
  assertChromium();
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...extraArgs] };
}

/** Launch options for the tests' browser (TEST_BROWSER_PATH); refuses to start without it. */
export function testBrowserLaunchOptions(extraArgs = []) {
  if (!fs.existsSync(TEST_BROWSER_PATH)) {
    throw new Error(
      `The test browser is not at ${TEST_BROWSER_PATH}: install it with 'apt-get install -y chromium-headless-shell' (.ci/run does), or set CHROMIUM_HEADLESS_SHELL_PATH.`,
    );
  }
  return { executablePath: TEST_BROWSER_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...extraArgs] };
}

/** Flags for chrome-launcher (Lighthouse), which does not use Playwright. */
export function chromeLauncherFlags(userDataDir) {
  return ["--headless=new", ...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`];
}
