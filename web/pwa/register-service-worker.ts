/**
 * Registers /sw.js after `load` so it never competes with the first paint. Only on http(s) and
 * not in Vite's dev server (which has no precache manifest).
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker.register("./sw.js", { scope: "./" }).catch(() => {
      // No service worker (private mode, blocked): the app works online as before.
    });
  };
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
