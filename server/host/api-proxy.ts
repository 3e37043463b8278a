import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import https from "node:https";
import type { Duplex } from "node:stream";
import { HOST_CODES as CODES } from "./host-codes";
import { localeFromAcceptLanguage, translator } from "./server-messages";

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  // Not standard, but old clients send it and it must not reach the backend either.
  "proxy-connection",
]);

/**
 * Who the client is, as earlier proxies would claim it. The client can write any of these, so they
 * are dropped and this proxy states what it saw itself; the backend never sees a forged address.
 */
const CLIENT_CLAIMS = new Set([
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-forwarded-server",
  "x-real-ip",
  "x-client-ip",
  "true-client-ip",
  "client-ip",
]);

export interface ProxySettings {
  /** The backend gets this long to answer (headers) before the app gets a 504 envelope. */
  readonly timeoutMs: number;
  /** Sent as X-Forwarded-Host; without it none is sent (the request's Host is not echoed). */
  readonly publicOrigin: string | undefined;
}

/** Drops hop-by-hop headers (RFC 9110 §7.6.1), including any the Connection header names. */
function endToEnd(headers: IncomingHttpHeaders, keepUpgrade = false): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== ""),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name) || CLIENT_CLAIMS.has(name)) continue;
    out[name] = value;
  }
  if (keepUpgrade) {
    out.connection = "Upgrade";
    out.upgrade = headers.upgrade ?? "websocket";
  }
  return out;
}

function forwardedHeaders(
  req: IncomingMessage,
  target: URL,
  settings: ProxySettings,
  keepUpgrade = false,
): OutgoingHttpHeaders {
  const headers = endToEnd(req.headers, keepUpgrade);
  headers.host = target.host;
  const client = req.socket.remoteAddress ?? "";
  headers["x-forwarded-for"] = client;
  headers["x-forwarded-proto"] = "http";
  const node = client.includes(":") ? `"[${client}]"` : client;
  headers.forwarded = `for=${node};proto=http`;
  if (settings.publicOrigin) headers["x-forwarded-host"] = new URL(settings.publicOrigin).host;
  return headers;
}

/**
 * Target origin + (its base path) + the request's own path and query. The request URL is parsed
 * against a fixed base first so a request line like "//evil.example/api/x" can't pick the host.
 */
function upstreamUrlOf(req: IncomingMessage, target: URL): URL {
  const local = new URL(req.url ?? "/", "http://localhost");
  const base = target.pathname.replace(/\/$/, "");
  return new URL(`${base}${local.pathname}${local.search}`, target.origin);
}

function requestFn(target: URL): typeof http.request {
  return target.protocol === "https:" ? https.request : http.request;
}

function failWith(req: IncomingMessage, res: ServerResponse, timedOut: boolean): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const t = translator(localeFromAcceptLanguage(req.headers["accept-language"]));
  const [status, code, key] = timedOut
    ? ([504, CODES.upstreamTimeout, "upstreamTimeout"] as const)
    : ([502, CODES.upstreamUnavailable, "upstreamUnavailable"] as const);
  const body = JSON.stringify({ code, message: t(key), data: null });
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(body);
}

/**
 * Pipes one /api request to the real backend. A backend that can't be reached is a 502 envelope;
 * one that sends no answer within the timeout is a 504 envelope (and the request to it is cut).
 */
export function proxyHttp(
  req: IncomingMessage,
  res: ServerResponse,
  apiTarget: string,
  settings: ProxySettings,
): void {
  const target = new URL(apiTarget);
  const upstreamUrl = upstreamUrlOf(req, target);
  let timedOut = false;
  const upstream = requestFn(target)(
    upstreamUrl,
    { method: req.method, headers: forwardedHeaders(req, target, settings) },
    (upRes) => {
      clearTimeout(timer);
      const headers = endToEnd(upRes.headers);
      // This origin's security headers (already set) win over the backend's.
      for (const name of res.getHeaderNames()) delete headers[name];
      res.writeHead(upRes.statusCode ?? 502, headers);
      upRes.pipe(res);
      upRes.on("error", () => res.destroy());
    },
  );
  // Until the backend's headers arrive; a slow body after that is the backend's own business.
  const timer = setTimeout(() => {
    timedOut = true;
    upstream.destroy(new Error("upstream timeout"));
  }, settings.timeoutMs);
  upstream.on("error", () => {
    clearTimeout(timer);
    failWith(req, res, timedOut);
  });
  res.on("close", () => clearTimeout(timer));
  req.pipe(upstream);
}

/** Tunnels a WebSocket upgrade (/ws/echo) to the backend and splices the two sockets together. */
export function proxyUpgrade(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  apiTarget: string,
  settings: ProxySettings,
): void {
  const target = new URL(apiTarget);
  const upstreamUrl = upstreamUrlOf(req, target);
  const upstream = requestFn(target)(upstreamUrl, {
    method: "GET",
    headers: forwardedHeaders(req, target, settings, true),
    timeout: settings.timeoutMs,
  });
  upstream.on("timeout", () => upstream.destroy(new Error("upstream timeout")));
  upstream.on("upgrade", (upRes, upSocket, upHead) => {
    upSocket.setTimeout(0);
    const lines = [`HTTP/1.1 101 ${upRes.statusMessage ?? "Switching Protocols"}`];
    for (let i = 0; i < upRes.rawHeaders.length; i += 2)
      lines.push(`${upRes.rawHeaders[i]}: ${upRes.rawHeaders[i + 1]}`);
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (upHead.length > 0) socket.write(upHead);
    if (head.length > 0) upSocket.write(head);
    upSocket.pipe(socket).pipe(upSocket);
    upSocket.on("error", () => socket.destroy());
    socket.on("error", () => upSocket.destroy());
    upSocket.on("close", () => socket.destroy());
    socket.on("close", () => upSocket.destroy());
  });
  upstream.on("response", (upRes) => {
    socket.end(
      `HTTP/1.1 ${upRes.statusCode ?? 502} ${upRes.statusMessage ?? ""}\r\nConnection: close\r\n\r\n`,
    );
    upRes.resume();
  });
  upstream.on("error", () => socket.end("HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n"));
  upstream.end();
}
