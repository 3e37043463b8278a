import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import https from "node:https";
import type { Duplex } from "node:stream";
import type { ForwardedClient } from "./forwarded-client";
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
  // Ours is set per request (request-id.ts); a client's own is not passed on.
  "x-request-id",
  // CDN, load balancer and rewrite-module claims: a backend behind one of those believes them.
  "cf-connecting-ip",
  "cf-connecting-ipv6",
  "cf-ipcountry",
  "cf-visitor",
  "cf-ray",
  "fastly-client-ip",
  "akamai-origin-hop",
  "x-cluster-client-ip",
  "x-original-forwarded-for",
  "x-envoy-external-address",
  "x-forwarded-prefix",
  "x-forwarded-uri",
  "x-forwarded-ssl",
  "x-forwarded-scheme",
  "x-url-scheme",
  "front-end-https",
  "x-original-url",
  "x-rewrite-url",
  "x-original-host",
  "x-host",
  "x-proxyuser-ip",
  // Method overrides turn a GET the same-origin rule lets through into a state change upstream.
  "x-http-method-override",
  "x-http-method",
  "x-method-override",
]);

export interface ProxySettings {
  /** The backend gets this long to answer (headers) before the app gets a 504 envelope. */
  readonly timeoutMs: number;
  /** Sent as X-Forwarded-Host; without it none is sent (the request's Host is not echoed). */
  readonly publicOrigin: string | undefined;
}

/** One proxied call: who asked (forwarded-client.ts), its id, and where its outcome is recorded. */
export interface ProxyCall {
  readonly client: ForwardedClient;
  readonly requestId: string;
  /** The backend's status, or why there is none (for the access log). */
  report(outcome: { status?: number; cause?: string }): void;
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
  call: Pick<ProxyCall, "client" | "requestId">,
  keepUpgrade = false,
): OutgoingHttpHeaders {
  const headers = endToEnd(req.headers, keepUpgrade);
  headers.host = target.host;
  const peer = req.socket.remoteAddress ?? "";
  const { client } = call;
  // A trusted proxy's chain is extended with the peer (that proxy); otherwise the peer stands alone.
  headers["x-forwarded-for"] = [...client.chain, peer].join(", ");
  headers["x-forwarded-proto"] = client.proto;
  const node = client.address.includes(":") ? `"[${client.address}]"` : client.address;
  headers.forwarded = `for=${node};proto=${client.proto}`;
  const host = settings.publicOrigin ? new URL(settings.publicOrigin).host : client.host;
  if (host) headers["x-forwarded-host"] = host;
  headers["x-request-id"] = call.requestId;
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
  call: ProxyCall,
): void {
  const target = new URL(apiTarget);
  const upstreamUrl = upstreamUrlOf(req, target);
  let timedOut = false;
  const upstream = requestFn(target)(
    upstreamUrl,
    { method: req.method, headers: forwardedHeaders(req, target, settings, call) },
    (upRes) => {
      clearTimeout(timer);
      call.report({ status: upRes.statusCode });
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
  upstream.on("error", (error: NodeJS.ErrnoException) => {
    clearTimeout(timer);
    call.report({
      cause: timedOut ? `no answer within ${settings.timeoutMs} ms` : (error.code ?? error.message),
    });
    failWith(req, res, timedOut);
  });
  // The client gave up (closed the tab, aborted the fetch) before the answer was complete: so does
  // the proxy, so an abandoned request never keeps an upstream connection and its work alive.
  res.on("close", () => {
    clearTimeout(timer);
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/**
 * Tunnels a WebSocket upgrade (/ws/echo) to the backend and splices the two sockets together.
 *
 * The browser's Origin was checked here already (socketOriginAllowed); the backend is shown the
 * origin it can check, its own (the --api-target origin), as it is shown its own Host, with the
 * browser's host in X-Forwarded-Host. Forwarding the browser's Origin made every backend that
 * checks Origin refuse the socket (403) behind nginx → this proxy → backend (ADR-0467).
 * `refused` hears why the backend did not switch protocols, for the log.
 */
export function proxyUpgrade(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  apiTarget: string,
  settings: ProxySettings,
  call: Pick<ProxyCall, "client" | "requestId">,
  refused: (reason: string) => void = () => undefined,
): void {
  const target = new URL(apiTarget);
  const upstreamUrl = upstreamUrlOf(req, target);
  const headers = forwardedHeaders(req, target, settings, call, true);
  if (headers.origin !== undefined) headers.origin = target.origin;
  const upstream = requestFn(target)(upstreamUrl, {
    method: "GET",
    headers,
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
    refused(`the backend answered HTTP ${upRes.statusCode ?? "?"} instead of switching protocols`);
    socket.end(
      `HTTP/1.1 ${upRes.statusCode ?? 502} ${upRes.statusMessage ?? ""}\r\nConnection: close\r\n\r\n`,
    );
    upRes.resume();
  });
  upstream.on("error", (error: NodeJS.ErrnoException) => {
    refused(`the backend could not be reached (${error.code ?? error.message})`);
    socket.end("HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n");
  });
  upstream.end();
}
