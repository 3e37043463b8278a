import type { IncomingMessage, ServerResponse } from "node:http";
import { isAppOrigin, type OriginPolicy } from "./origin-guard";

/**
 * CORS for the app's pages served from another origin (--app-origins, docs/deploy.md "API on
 * another origin"): only an allow-listed Origin is echoed, never `*`, and no credentials are
 * allowed (the app sends its token in a header, never a cookie). Answers a preflight itself and
 * returns true then; otherwise it only adds the headers and returns false.
 */
export function crossOriginApp(req: IncomingMessage, res: ServerResponse, policy: OriginPolicy): boolean {
  const origin = req.headers.origin;
  res.setHeader("Vary", "Origin");
  if (!isAppOrigin(origin, policy) || origin === undefined) return false;
  res.setHeader("Access-Control-Allow-Origin", origin);
  if (req.method !== "OPTIONS" || req.headers["access-control-request-method"] === undefined) return false;
  res.writeHead(204, {
    "Access-Control-Allow-Methods": "GET, POST, DELETE",
    "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "",
    "Access-Control-Max-Age": "600",
    "Content-Length": "0",
  });
  res.end();
  return true;
}
