/**
 * Registers /sw.js after `load` so it never competes with the first paint. Only on http(s) and
 * not in Vite's dev server (which has no precache manifest). The page's language and address ride
 * on the worker's URL: the install fetches that language only (ADR-0370), and keeps this page as
 * that language's page (ADR-0531). A page the worker already
 * controls asks it to keep this page's language instead: re-registering under another URL would
 * install the whole worker again (the browser still checks for a new one on every navigation).
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  // The file's own language, read before the app can change <html lang>.
  const lang = document.documentElement.lang;
  const register = () => {
    if (navigator.serviceWorker.controller) {
      keepLocaleOffline(lang);
      return;
    }
    // This page is that language's page: the worker keeps it from the HTTP cache (ADR-0531).
    const query = new URLSearchParams({ locale: lang, page: location.pathname });
    navigator.serviceWorker.register(`./sw.js?${query}`, { scope: "./" }).catch(() => {
      // No service worker (private mode, blocked): the app works online as before.
    });
  };
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}

/**
 * Asks the worker to keep a language the app switched to (its prerendered page and all its text),
 * so a reload offline shows the app in it. Without a worker in control there is nothing to ask.
 */
export function keepLocaleOffline(locale: string): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: "cache-locale", locale });
}
