import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import https from "node:https";
import type { Duplex } from "node:stream";
import { CODES } from "../domain/response-codes";
import { localeFromAcceptLanguage, translator } from "../i18n/server-messages";

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
]);

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
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  if (keepUpgrade) {
    out.connection = "Upgrade";
    out.upgrade = headers.upgrade ?? "websocket";
  }
  return out;
}

function forwardedHeaders(req: IncomingMessage, target: URL, keepUpgrade = false): OutgoingHttpHeaders {
  const headers = endToEnd(req.headers, keepUpgrade);
  headers.host = target.host;
  const prior = req.headers["x-forwarded-for"];
  const client = req.socket.remoteAddress ?? "";
  headers["x-forwarded-for"] = prior ? `${String(prior)}, ${client}` : client;
  headers["x-forwarded-host"] = req.headers.host ?? "";
  headers["x-forwarded-proto"] = "http";
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

/** Pipes one /api request to the real backend; a backend that can't be reached is a 502 envelope. */
export function proxyHttp(req: IncomingMessage, res: ServerResponse, apiTarget: string): void {
  const target = new URL(apiTarget);
  const upstreamUrl = upstreamUrlOf(req, target);
  const upstream = requestFn(target)(
    upstreamUrl,
    { method: req.method, headers: forwardedHeaders(req, target) },
    (upRes) => {
      const headers = endToEnd(upRes.headers);
      // This origin's security headers (already set) win over the backend's.
      for (const name of res.getHeaderNames()) delete headers[name];
      res.writeHead(upRes.statusCode ?? 502, headers);
      upRes.pipe(res);
      upRes.on("error", () => res.destroy());
    },
  );
  upstream.on("error", () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const t = translator(localeFromAcceptLanguage(req.headers["accept-language"]));
    const body = JSON.stringify({
      code: CODES.upstreamUnavailable,
      message: t("upstreamUnavailable"),
      data: null,
    });
    res.writeHead(502, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(body);
  });
  req.pipe(upstream);
}

/** Tunnels a WebSocket upgrade (/ws/echo) to the backend and splices the two sockets together. */
export function proxyUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, apiTarget: string): void {
  const target = new URL(apiTarget);
  const upstreamUrl = upstreamUrlOf(req, target);
  const upstream = requestFn(target)(upstreamUrl, {
    method: "GET",
    headers: forwardedHeaders(req, target, true),
  });
  upstream.on("upgrade", (upRes, upSocket, upHead) => {
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
