import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import {
  BUILTIN_MINI_APPS,
  MINI_DEMO_HTML,
  MINI_DEMO_JS,
  NOT_BUILT_PAGE,
  faviconIco,
  notFoundPage,
} from "./builtin-assets";
import { hashRouteFor } from "./app-route-redirect";
import { exactLocale } from "../../core/locale/resolve-locale";
import { indexLocale } from "./locale-index";
import { translator } from "./server-messages";
import { CACHE_NOT_FOUND } from "./cache-policy";

const FAVICON = faviconIco();

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  cache: string,
): void {
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": cache,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * What the server answers itself when the built app has no such file: the favicon (admin-domain
 * probes of this origin must succeed), the demo mini-app, the "not built yet" page, a real path
 * that names an app route moved to its hash route (`/login` → `/#/login`), else the 404 page in the
 * visitor's language (`?lang`, else the app's cookie, else Accept-Language).
 */
export function serveFallback(staticDir: string, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const urlPath = url.pathname;
  if (urlPath === "/favicon.ico")
    return send(req, res, 200, "image/x-icon", FAVICON, "public, max-age=86400");
  const mini = /^\/mini\/app\/([^/]+)\/(index\.html|demo\.js)$/.exec(urlPath);
  if (mini && BUILTIN_MINI_APPS.some((id) => id === mini[1])) {
    return mini[2] === "index.html"
      ? send(req, res, 200, "text/html; charset=utf-8", MINI_DEMO_HTML, "no-cache")
      : send(req, res, 200, "text/javascript; charset=utf-8", MINI_DEMO_JS, "no-cache");
  }
  const appMissing = !existsSync(path.join(staticDir, "index.html"));
  if (appMissing && (urlPath === "/" || urlPath === "/index.html")) {
    return send(req, res, 200, "text/html; charset=utf-8", NOT_BUILT_PAGE, "no-cache");
  }
  const route = req.method === "GET" || req.method === "HEAD" ? hashRouteFor(staticDir, url) : undefined;
  if (route !== undefined) {
    res.writeHead(302, { Location: route, "Cache-Control": "no-cache", "Content-Length": 0 });
    res.end();
    return;
  }
  const locale = exactLocale(url.searchParams.get("lang")) ?? indexLocale(req.headers);
  const t = translator(locale);
  const page = notFoundPage(locale, {
    title: t("pageNotFoundTitle"),
    body: t("pageNotFoundBody"),
    home: t("pageNotFoundHome"),
  });
  send(req, res, 404, "text/html; charset=utf-8", page, CACHE_NOT_FOUND);
}
