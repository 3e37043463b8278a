// What a first visit really fetches: one headless Chromium load of a route until network idle,
// every script response recorded, its body compressed here (gzip 9, brotli 11, as the peers'
// measure.mjs does), so chunks loaded after the first paint (the services, the locale text) count
// like the entry does. Shared by the budget (npm test) and the bench.
import { chromium } from "playwright-core";
import { playwrightLaunchOptions } from "./chromium.mjs";
import { compressedSize } from "./compressed-size.mjs";
import { newPhoneContext, watchResponses } from "./phone-load.mjs";

const QUIET_MS = 2000;

const isScript = (response) => {
  const type = response.request().resourceType();
  const contentType = String(response.headers()["content-type"] ?? "");
  return type === "script" || /javascript/.test(contentType) || /\.m?js(\?|$)/.test(response.url());
};

/**
 * @param {{ url: string, acceptLanguage?: string, browser?: import("playwright-core").Browser }} options
 * @returns {Promise<{ scripts: { url: string, raw: number, gzip: number, brotli: number }[], gzip: number, brotli: number, requests: number }>}
 */
export async function scriptsUntilNetworkIdle({ url, acceptLanguage = "en-US", browser }) {
  const own = browser ?? (await chromium.launch(playwrightLaunchOptions()));
  try {
    const context = await newPhoneContext(own, acceptLanguage);
    const page = await context.newPage();
    const pending = [];
    const responses = watchResponses(page);
    page.on("response", (response) => {
      if (!isScript(response)) return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), ...compressedSize(body) }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    // The app starts on a visitor's first input (ADR-0450): these are the scripts of a page in use.
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
    await page.waitForFunction(() => !("asleep" in document.documentElement.dataset), undefined, {
      timeout: 30_000,
    });
    await responses.settled({ quietMs: QUIET_MS, readyTimeoutMs: 30_000, maxWaitMs: 30_000 });
    const scripts = (await Promise.all(pending)).filter((s) => s !== null);
    await context.close();
    return {
      scripts,
      requests: scripts.length,
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      brotli: scripts.reduce((sum, s) => sum + s.brotli, 0),
    };
  } finally {
    if (!browser) await own.close();
  }
}
