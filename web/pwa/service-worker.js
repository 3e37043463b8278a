/* Service worker template. web/pwa/precache-plugin.ts replaces the two
 * placeholders at build time and emits the result as dist/web/sw.js, so every deploy changes the
 * worker's bytes, the browser installs the new one, and old caches are dropped on activate.
 *
 * A first visit respects a data plan (ADR-0370): the install fetches the shell and the visitor's
 * language only (`?locale=` on the worker's URL, web/pwa/register-service-worker.ts); any other
 * file of the build is kept the first time the app fetches it, and a language the app switches to
 * is kept whole (its prerendered page and text) when the page says so (a "cache-locale" message).
 *
 * - Navigations to the app (scope root, index.html, index.{locale}.html) go to the network first
 *   and fall back to the cached page: never a stale app while online, and every language used
 *   once reloads offline in that language.
 * - Hashed assets are served cache-first (their names change when their content does).
 * - /api, /ws and runtime-config.json are never cached. Other pages of the origin are left alone.
 */
const VERSION = "__VERSION__";
const PLAN = /* replaced at build time */ JSON.parse("__PRECACHE__");
const CACHE = `lumen-shell-${VERSION}`;
const SCOPE = new URL("./", self.registration.scope);
const SHELL = SCOPE.href;
const KEEP = new Set(PLAN.files.map((file) => new URL(file, SCOPE).pathname));
/** Paths that load the app in the language the server picks (cookie, Accept-Language). */
const SHELL_PATHS = new Set([SCOPE.pathname, new URL("index.html", SCOPE).pathname]);
/** index.{locale}.html: one language's prerendered app. */
const LOCALE_PAGES = new Map(
  Object.keys(PLAN.locales).map((locale) => [new URL(`index.${locale}.html`, SCOPE).pathname, locale]),
);
const visitorLocale = new URL(self.location.href).searchParams.get("locale");
/** The address of the page that registered the worker, a page of `visitorLocale` (ADR-0531). */
const visitorPage = new URL(self.location.href).searchParams.get("page");

const url = (file) => new URL(file, SCOPE).href;

/** A language's files; a page the build has not prerendered (a bare `vite build`) is skipped. */
function cacheLocale(cache, locale) {
  const files = PLAN.locales[locale];
  if (!files) return Promise.resolve();
  return Promise.all(
    files.map((file) =>
      cache.match(url(file), { ignoreVary: true }).then((hit) => hit || cache.add(url(file)).catch(() => {})),
    ),
  );
}

/**
 * The visitor's page, kept as its language's page (ADR-0531). A visitor on `/` has that language's
 * page already, under another name: fetching index.{locale}.html would download the document a
 * second time, where the same address again is a revalidation the HTTP cache answers (304).
 */
function keepVisitorPage(cache) {
  if (!visitorLocale || visitorPage === null || !PLAN.locales[visitorLocale]) return Promise.resolve();
  const page = new URL(visitorPage, SCOPE);
  if (page.origin !== SCOPE.origin || !SHELL_PATHS.has(page.pathname)) return Promise.resolve();
  return fetch(page.href)
    .then((response) => (response.ok ? cache.put(url(`index.${visitorLocale}.html`), response) : undefined))
    .catch(() => {});
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        cache
          .addAll(PLAN.shell.map(url))
          .then(() => keepVisitorPage(cache))
          .then(() => (visitorLocale ? cacheLocale(cache, visitorLocale) : undefined)),
      )
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

self.addEventListener("message", (event) => {
  const data = event.data;
  if (data && data.type === "cache-locale" && typeof data.locale === "string")
    event.waitUntil(caches.open(CACHE).then((cache) => cacheLocale(cache, data.locale)));
});

/** The cached page for an offline navigation: this one, else the language's, else any app page. */
async function offlinePage(pathname) {
  const cache = await caches.open(CACHE);
  // Vary (Accept-Language, Cookie, Accept-Encoding) told the server's caches apart; here the key
  // already names the language, and the stored body is decoded.
  const options = { ignoreVary: true };
  const own = SHELL_PATHS.has(pathname) ? SHELL : new URL(pathname, SCOPE).href;
  const candidates = [
    own,
    SHELL,
    ...(visitorLocale ? [url(`index.${visitorLocale}.html`)] : []),
    ...[...LOCALE_PAGES.keys()].map((page) => new URL(page, SCOPE).href),
  ];
  for (const candidate of candidates) {
    const hit = await cache.match(candidate, options);
    if (hit) return hit;
  }
  return Response.error();
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const requestUrl = new URL(request.url);
  if (
    requestUrl.origin !== self.location.origin ||
    requestUrl.pathname.startsWith("/api/") ||
    requestUrl.pathname.startsWith("/ws/") ||
    // The operator's runtime configuration: never from the cache, or an edit would not apply.
    requestUrl.pathname.endsWith("/runtime-config.json")
  )
    return;

  if (request.mode === "navigate") {
    // Only navigations to the app: caching any other same-origin page (the mini-app of the
    // one-time hand-off, say) as the app would replace it with that page for the next offline load.
    const shell = SHELL_PATHS.has(requestUrl.pathname);
    if (!shell && !LOCALE_PAGES.has(requestUrl.pathname)) return;
    const key = shell ? SHELL : new URL(requestUrl.pathname, SCOPE).href;
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
          }
          return response;
        })
        .catch(() => offlinePage(requestUrl.pathname)),
    );
    return;
  }

  if (!KEEP.has(requestUrl.pathname)) return;
  event.respondWith(
    caches.match(request, { ignoreSearch: true, ignoreVary: true }).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          // Kept on first use: the next offline visit of this screen or language finds it.
          if (response.ok && response.type === "basic") {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(requestUrl.href, copy)));
          }
          return response;
        }),
    ),
  );
});
