/* Service worker template. web/pwa/precache-plugin.ts replaces the two
 * placeholders at build time and emits the result as dist/web/sw.js, so every deploy changes the
 * worker's bytes, the browser installs the new one, and old caches are dropped on activate.
 *
 * - The shell (index.html and every built asset) is precached, so a reload offline renders it.
 * - Navigations to the app (scope root or index.html) go to the network first and fall back to the
 *   cached shell: never a stale app while online. Other pages of the origin are left alone.
 * - Hashed assets are served cache-first (their names change when their content does).
 * - /api is never cached.
 */
const VERSION = "__VERSION__";
const PRECACHE = /* replaced at build time */ JSON.parse("__PRECACHE__");
const CACHE = `lumen-shell-${VERSION}`;
const SHELL = new URL("./", self.registration.scope).href;
/** Paths that load the app itself; other pages of the origin (mini-apps, downloads) are not ours. */
const SHELL_PATHS = new Set([new URL(SHELL).pathname, new URL("index.html", SHELL).pathname]);

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((path) => new URL(path, self.registration.scope).href)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("lumen-shell-") && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (
    url.origin !== self.location.origin ||
    url.pathname.startsWith("/api/") ||
    url.pathname.startsWith("/ws/") ||
    // The operator's runtime configuration: never from the cache, or an edit would not apply.
    url.pathname.endsWith("/runtime-config.json")
  )
    return;

  if (request.mode === "navigate") {
    // Only navigations to the app: caching any other same-origin page (the mini-app of the
    // one-time hand-off, say) under SHELL would replace the app with it for the next offline load.
    if (!SHELL_PATHS.has(url.pathname)) return;
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((cached) => cached || Response.error())),
    );
    return;
  }

  event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
});
