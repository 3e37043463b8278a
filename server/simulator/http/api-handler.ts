import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { CODES } from "../domain/response-codes";
import {
  localeFromAcceptLanguage,
  translator,
  type MessageKey,
  type Translate,
} from "../../host/server-messages";
import type { ApiReply, ApiRequest } from "../routes/api-request";
import { isDevPath } from "../../host/api-paths";
import type { ApiContext } from "../../host/local-api";
import { API_ROUTES, type Method } from "../routes/api-routes";
import type { ServerState } from "../state/server-state";
import { sameOriginOrNonBrowser } from "../../host/origin-guard";
import { readBody } from "./read-body";

function envelope(
  t: Translate,
  status: number,
  code: number,
  key: MessageKey,
  data: unknown = null,
): ApiReply {
  return { status, body: { code, message: t(key), data } };
}

function writeJson(res: ServerResponse, reply: ApiReply): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(text);
}

function isMethod(value: string): value is Method {
  return value === "GET" || value === "POST" || value === "DELETE";
}

const isStateChanging = (method: string): boolean => method !== "GET" && method !== "HEAD";

/**
 * Serves /api/*: faults first (so tests can break any call), then body limits and decoding, then
 * the route. Whatever a route throws becomes a 500 envelope; the process never goes down.
 */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: ServerState,
  context: ApiContext,
): Promise<void> {
  const t = translator(localeFromAcceptLanguage(req.headers["accept-language"]));
  const path = url.pathname.slice("/api".length) || "/";
  const dev = isDevPath(path);
  // Other sites may not change anything here, nor read the dev endpoints (codes, accounts).
  if ((dev || isStateChanging(req.method ?? "GET")) && !sameOriginOrNonBrowser(req, context.policy))
    return writeJson(res, envelope(t, 403, CODES.forbidden, "crossSiteRefused"));
  const routes = API_ROUTES[path];
  if (!routes) return writeJson(res, envelope(t, 404, CODES.notFound, "notFound"));
  const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
  const handler = isMethod(method) ? routes[method] : undefined;
  if (!handler) {
    res.setHeader("Allow", Object.keys(routes).join(", "));
    return writeJson(res, envelope(t, 405, CODES.methodNotAllowed, "methodNotAllowed"));
  }

  const fault = dev ? undefined : state.faults.forPath(path);
  if (fault?.delayMs) await sleep(fault.delayMs);
  if (fault?.drop) {
    req.socket.destroy();
    return;
  }
  if (fault?.status) return writeJson(res, envelope(t, fault.status, fault.status, "internalError"));
  if (fault?.malformed) {
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end('<html><body>502 Bad Gateway</body></html>{"code":');
    return;
  }

  let body: unknown = {};
  if (method !== "GET") {
    const read = await readBody(req, state.options.maxBodyBytes, dev);
    if (read.kind === "tooLarge") {
      res.setHeader("Connection", "close");
      return writeJson(res, envelope(t, 413, CODES.bodyTooLarge, "bodyTooLarge"));
    }
    if (read.kind === "invalid") return writeJson(res, envelope(t, 400, CODES.badRequest, "invalidJson"));
    if (read.kind === "unsupportedType")
      return writeJson(res, envelope(t, 415, CODES.unsupportedMediaType, "unsupportedMediaType"));
    body = read.value;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;

  const apiRequest: ApiRequest = {
    method,
    path,
    query,
    body,
    headers: req.headers,
    t,
    origin: context.origin,
    remoteAddress: req.socket.remoteAddress ?? "",
    state,
  };
  try {
    writeJson(res, await handler(apiRequest));
  } catch (error) {
    state.options.log.warn(
      `[sso] ${method} ${path} failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    writeJson(res, envelope(t, 500, CODES.internalError, "internalError"));
  }
}
