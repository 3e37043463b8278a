// One place for how we start Chromium, shared by the e2e harness, bench and screenshots.
// Debian's chromium is used (playwright-core cannot download a browser here); the flags keep it
// from dialling out, which this machine's closed network would refuse dozens of times per start.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

/** Flags for chrome-launcher (Lighthouse), which does not use Playwright. */
export function chromeLauncherFlags(userDataDir) {
  return ["--headless=new", ...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`];
}
