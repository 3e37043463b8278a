// One way to load the built app the way the budget, the bench's byte count and the long-task
// scripts all measure it: a phone-sized context (390×844, touch UA, no service worker) in one
// language, and "loaded" meaning the app has started and the network has then been quiet.

/**
 * @param {import("playwright-core").Browser} browser
 * @param {string} language the Accept-Language and navigator language
 */
export const newPhoneContext = (browser, language) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    serviceWorkers: "block",
    extraHTTPHeaders: { "Accept-Language": language },
    locale: language,
  });

/**
 * Starts noting the page's responses; `settled` then waits for `html[data-app=ready]` and for
 * `quietMs` without any response (at most `maxWaitMs` of quiet-waiting). On a busy machine
 * evaluating the entry can outlast a short idle window before the screen and the services are
 * even asked for, hence the app-ready mark first.
 * @param {import("playwright-core").Page} page
 */
export function watchResponses(page) {
  let lastResponseAt = Date.now();
  page.on("response", () => {
    lastResponseAt = Date.now();
  });
  return {
    /** @param {{ quietMs: number, readyTimeoutMs: number, maxWaitMs?: number }} options */
    async settled({ quietMs, readyTimeoutMs, maxWaitMs = Infinity }) {
      await page
        .waitForSelector("html[data-app=ready]", { state: "attached", timeout: readyTimeoutMs })
        .catch(() => {});
      const deadline = Date.now() + maxWaitMs;
      while (Date.now() - lastResponseAt < quietMs && Date.now() < deadline) await page.waitForTimeout(250);
    },
  };
}
