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
import { API_ROUTES, PER_CLIENT_LIMITS, STATE_CHANGING_GETS, type Method } from "../routes/api-routes";
import { tooManyAttempts } from "../routes/attempt-limits";
import { clientKey } from "../security/rate-limiter";
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

/**
 * An informational response ahead of the final one. Not 100 (only an answer to "Expect:
 * 100-continue"; fetch rejects it unasked) nor 101 (it would switch protocols).
 */
function sendInterim(res: ServerResponse, status: number): void {
  if (status === 102) res.writeProcessing();
  else if (status === 103) res.writeEarlyHints({});
}

/** 10029 with the wait in `data.retryAfter`, as the routes' own rate-limit answers carry it. */
function tooMany(t: Translate, status: number, seconds: number): ApiReply {
  const failure = tooManyAttempts(seconds);
  return {
    status,
    body: { code: failure.code, message: t(failure.key, failure.params), data: failure.data },
  };
}

/**
 * More requests open than the client may have: 429 with Retry-After and the body left unread.
 * "Connection: close" makes Node end the connection once this is sent instead of reading the rest
 * of the body to reuse it (a slow or large body would otherwise still cost its reading).
 */
function refuseOverCap(res: ServerResponse, t: Translate): void {
  res.setHeader("Retry-After", "1");
  res.setHeader("Connection", "close");
  writeJson(res, tooMany(t, 429, 1));
}

/** The longest wait among the route's per-client limits, when one of them is out. */
function perClientWait(state: ServerState, path: string, client: string): number | undefined {
  const names = PER_CLIENT_LIMITS[path] ?? [];
  const wait = Math.max(0, ...names.map((name) => state.limits.waitSeconds(name, client)));
  return wait > 0 ? wait : undefined;
}

function isMethod(value: string): value is Method {
  return value === "GET" || value === "POST" || value === "DELETE";
}

const isStateChanging = (method: string): boolean => method !== "GET" && method !== "HEAD";

/**
 * Serves /api/*: the cheap refusals (cross-site, unknown path, too many requests in flight or
 * login attempts for this client), then faults (so tests can break any call), then body limits
 * and decoding, then the route. Whatever a route throws becomes a 500 envelope; the process never goes down.
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
  // The app's own pages on another origin (--app-origins) may change state, but not read dev data.
  if (dev && !sameOriginOrNonBrowser(req, context.policy))
    return writeJson(res, envelope(t, 403, CODES.forbidden, "crossSiteRefused"));
  const changes = isStateChanging(req.method ?? "GET") || STATE_CHANGING_GETS.has(path);
  if (changes && !sameOriginOrNonBrowser(req, context.policy, { acceptApps: true }))
    return writeJson(res, envelope(t, 403, CODES.forbidden, "crossSiteRefused"));
  const routes = API_ROUTES[path];
  if (!routes) return writeJson(res, envelope(t, 404, CODES.notFound, "notFound"));
  const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
  const handler = isMethod(method) ? routes[method] : undefined;
  if (!handler) {
    res.setHeader("Allow", Object.keys(routes).join(", "));
    return writeJson(res, envelope(t, 405, CODES.methodNotAllowed, "methodNotAllowed"));
  }

  // Cheap refusals first, before the body is read or any hashing is queued (ADR-0420): a client
  // that re-sends every refused request at once must cost little more than the refusal itself.
  const client = clientKey(context.clientAddress);
  const release = state.inFlight.enter(client);
  if (!release) return refuseOverCap(res, t);
  // Answered, or the connection gone (a client that gave up): either way the slot is free again.
  res.once("close", release);
  const wait = perClientWait(state, path, client);
  if (wait !== undefined) return writeJson(res, tooMany(t, 200, wait));

  const fault = dev ? undefined : state.faults.forPath(path);
  if (fault?.delayMs) await sleep(fault.delayMs);
  if (fault?.drop) {
    req.socket.destroy();
    return;
  }
  if (fault?.body !== undefined) return writeJson(res, { status: fault.status ?? 200, body: fault.body });
  if (fault?.status) {
    // 1xx are interim answers: sent alone the call would wait for a final one forever. Send it as
    // the interim answer it is, then a final 502 envelope carrying the faked status as its code.
    if (fault.status < 200) {
      sendInterim(res, fault.status);
      return writeJson(res, envelope(t, 502, fault.status, "internalError"));
    }
    return writeJson(res, envelope(t, fault.status, fault.status, "internalError"));
  }
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
    remoteAddress: context.clientAddress,
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
