import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import { loggedPath } from "./access-log";
import { proxyHttp, proxyUpgrade } from "./api-proxy";
import { CHAT_PATH, isApiPath, isDevPath } from "./api-paths";
import {
  applyConnectionLimits,
  CONNECTIONS_CHECKING_INTERVAL_MS,
  type ConnectionLimits,
} from "./connection-limits";
import { serveFallback } from "./fallback-files";
import { cameThroughProxy, forwardedClient, isLoopbackPeer } from "./forwarded-client";
import { HEALTH_PATH, READY_PATH, probeUpstream, writeHealth, type Check } from "./health-routes";
import { HOST_CODES } from "./host-codes";
import type { LocalApi } from "./local-api";
import { builtScriptHashes, serveLocaleIndex } from "./locale-index";
import { hostAllowed, originPolicy, socketOriginAllowed, type OriginPolicy } from "./origin-guard";
import { rawResponse } from "./raw-response";
import { connectOrigins } from "../../core/contract/runtime-config-file";
import { crossOriginApp } from "./cross-origin-app";
import { RUNTIME_CONFIG_PATH, serveRuntimeConfig, type RuntimeConfig } from "./runtime-config-route";
import { runtimeConfigSource, runtimeConfigWarnings } from "./runtime-config-source";
import { applySecurityHeaders, contentSecurityPolicy } from "./security-headers";
import { localeFromAcceptLanguage, translator, type MessageKey } from "./server-messages";
import { requestIdOf } from "./request-id";
import type { AccessEntry, ServerLog } from "./server-log";
import { serveStatic } from "./static-files";

/** What the host needs to know; the composition's resolved options satisfy it. */
export interface HostSettings {
  /** 0 picks a free port (tests). */
  readonly port: number;
  readonly host: string;
  readonly staticDir: string;
  /** When set, /api and /ws/echo are proxied to this backend. */
  readonly apiTarget: string | undefined;
  readonly publicOrigin: string | undefined;
  readonly upstreamTimeoutMs: number;
  readonly log: ServerLog;
  /** Honour X-Forwarded-For/-Proto/-Host and X-Request-Id from the peer (a proxy we trust). */
  readonly trustProxy: boolean;
  /** Serve /api/dev/* of the local API (never forwarded in proxy mode either way). */
  readonly devApi: boolean;
  /** --dev-api: served to forwarded requests too; otherwise any Forwarded/X-Forwarded-* refuses them. */
  readonly devApiForced: boolean;
  /** Served as /runtime-config.json instead of the built file (--runtime-config). */
  readonly runtimeConfigFile: string | undefined;
  /** Origins of the app served elsewhere that may call this API and open its socket (--app-origins). */
  readonly appOrigins: readonly string[];
  /** Timeouts and caps of every TCP connection (connection-limits.ts). */
  readonly connectionLimits: ConnectionLimits;
}

export interface HostParts {
  readonly settings: HostSettings;
  /** Served when there is no `apiTarget`; without either, /api answers 404. */
  readonly localApi: LocalApi | undefined;
  /** Read on every /runtime-config.json request (a dev patch may change it while running). */
  readonly runtimeConfig: RuntimeConfig;
}

export interface RunningHost {
  readonly url: string;
  readonly port: number;
  /** Stops at once: open requests are cut (tests); the data is flushed. */
  close(): Promise<void>;
  /**
   * Graceful stop: no new connections, /readyz answers 503, requests in flight get up to
   * `graceMs` to finish; then every socket is closed and the data flushed.
   */
  shutdown(graceMs: number): Promise<void>;
}

/** Waits for `promise`, but no longer than `ms`. */
async function within(ms: number, promise: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** /readyz asks the backend for a connection for at most this long (or the proxy timeout if shorter). */
const READY_PROBE_MS = 2_000;
/** How long one upstream probe's answer stands for every /readyz. */
const READY_PROBE_CACHE_MS = 1_000;

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  code: number,
  key: MessageKey,
): void {
  const t = translator(localeFromAcceptLanguage(req.headers["accept-language"]));
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ code, message: t(key), data: null }));
}

/**
 * The part of the server that ships: the built web app with its security headers, the language
 * negotiation at /, /runtime-config.json, the Host and Origin guards, and /api plus the chat
 * socket on the same origin, either proxied to a real backend or handed to a local API.
 */
export async function startHost({ settings, localApi, runtimeConfig }: HostParts): Promise<RunningHost> {
  const staticDir = path.resolve(settings.staticDir);
  // The runtime settings the page will load decide where it may connect (docs/deploy.md).
  const runtime = runtimeConfigSource(staticDir, settings.runtimeConfigFile);
  for (const line of runtimeConfigWarnings(runtime)) settings.log.warn(line);
  // A proxied backend is reached through this origin's /api, never by the page itself.
  const csp = contentSecurityPolicy(connectOrigins(runtime.read.config), builtScriptHashes(staticDir));
  const proxySettings = { timeoutMs: settings.upstreamTimeoutMs, publicOrigin: settings.publicOrigin };
  let serverUrl = "";
  // Filled in once listening (port 0 picks the port); nothing is served before that.
  let policy: OriginPolicy = { hosts: new Set(), origins: new Set() };

  let draining = false;
  const inFlight = new Set<ServerResponse>();
  let allDone: (() => void) | undefined;
  /** Proxied sockets: the HTTP server no longer tracks them once upgraded. */
  const tunnels = new Set<Duplex>();

  // One line per 10 s at most: a client sending junk on every request must not flood the log.
  let ignoredSince = Number.NEGATIVE_INFINITY;
  let ignoredCount = 0;
  const noteIgnoredForward = (value: string | undefined): void => {
    if (value === undefined) return;
    ignoredCount += 1;
    const now = performance.now();
    if (now - ignoredSince < 10_000) return;
    settings.log.warn(
      `[sso] X-Forwarded-For ${JSON.stringify(value)} is not an IP address: the peer's address is used (${ignoredCount} such request(s) since the last line)`,
    );
    ignoredSince = now;
    ignoredCount = 0;
  };

  // One probe a second at most, shared by every /readyz asking meanwhile: polling must not open a
  // backend connection per request.
  let probe: { at: number; check: Promise<Check> } | undefined;
  const upstreamCheck = (apiTarget: string): Promise<Check> => {
    const now = performance.now();
    if (probe === undefined || now - probe.at >= READY_PROBE_CACHE_MS)
      probe = {
        at: now,
        check: probeUpstream(apiTarget, Math.min(READY_PROBE_MS, settings.upstreamTimeoutMs)),
      };
    return probe.check;
  };

  const readiness = async (): Promise<{ ok: boolean; checks: Record<string, Check> }> => {
    const checks: Record<string, Check> = {};
    if (draining) checks.shutdown = { ok: false, detail: "shutting down" };
    if (settings.apiTarget) checks.upstream = await upstreamCheck(settings.apiTarget);
    else if (localApi) checks.localApi = localApi.readiness();
    return { ok: Object.values(checks).every((check) => check.ok), checks };
  };

  const onRequest = async (
    req: IncomingMessage,
    res: ServerResponse,
    upstream: (outcome: AccessEntry["upstream"]) => void,
    requestId: string,
  ): Promise<void> => {
    applySecurityHeaders(res, csp);
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      res.writeHead(400).end();
      return;
    }
    const method = req.method ?? "GET";
    // Before the Host check: load balancers and orchestrators probe by address, and the answers
    // say nothing but "alive" / "ready".
    if (
      (url.pathname === HEALTH_PATH || url.pathname === READY_PATH) &&
      (method === "GET" || method === "HEAD")
    ) {
      if (url.pathname === HEALTH_PATH) return writeHealth(res, method, 200, { status: "alive" });
      const ready = await readiness();
      // The details name the data file's path and the backend: for this machine's own probes only.
      const local = isLoopbackPeer(req.socket.remoteAddress ?? "") && !cameThroughProxy(req);
      return writeHealth(res, method, ready.ok ? 200 : 503, {
        status: ready.ok ? "ready" : "not ready",
        checks: local
          ? ready.checks
          : Object.fromEntries(Object.entries(ready.checks).map(([name, check]) => [name, { ok: check.ok }])),
      });
    }
    // DNS rebinding: a page on a hostile name that resolves here still sends its own name.
    if (!hostAllowed(req, policy)) {
      if (isApiPath(url.pathname)) return answer(req, res, 421, HOST_CODES.misdirected, "hostRefused");
      res.writeHead(421, { "Content-Type": "text/plain; charset=utf-8" }).end("Misdirected request\n");
      return;
    }
    if (isApiPath(url.pathname)) {
      if (crossOriginApp(req, res, policy)) return;
      const apiPath = url.pathname.slice(4);
      const client = forwardedClient(req, settings.trustProxy);
      if (
        isDevPath(apiPath) &&
        (settings.apiTarget || !settings.devApi || (!settings.devApiForced && cameThroughProxy(req)))
      )
        return answer(req, res, 404, HOST_CODES.notFound, "notFound");
      if (settings.apiTarget)
        return proxyHttp(req, res, settings.apiTarget, proxySettings, {
          client,
          requestId,
          report: upstream,
        });
      if (!localApi) return answer(req, res, 404, HOST_CODES.notFound, "notFound");
      const host = req.headers.host?.trim().toLowerCase();
      const origin = settings.publicOrigin ?? (host ? `http://${host}` : serverUrl);
      return localApi.handleApi(req, res, url, { origin, policy, clientAddress: client.address });
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    if (url.pathname === RUNTIME_CONFIG_PATH && serveRuntimeConfig(runtimeConfig, runtime, req.method, res))
      return;
    if (await serveLocaleIndex(staticDir, req, res, url.pathname)) return;
    if (await serveStatic(staticDir, req, res, url.pathname)) return;
    serveFallback(staticDir, req, res, url);
  };

  const server = http.createServer(
    { connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS },
    (req, res) => {
      const started = performance.now();
      const requestId = requestIdOf(req, settings.trustProxy);
      res.setHeader("X-Request-Id", requestId);
      // A keep-alive connection would outlive the drain; the client opens a new one elsewhere.
      if (draining) res.setHeader("Connection", "close");
      inFlight.add(res);
      noteIgnoredForward(forwardedClient(req, settings.trustProxy).ignored);
      settings.log.debug?.(`started ${req.method ?? "GET"} ${loggedPath(req.url ?? "/")} ${requestId}`);
      let upstream: AccessEntry["upstream"];
      res.once("close", () => {
        inFlight.delete(res);
        if (inFlight.size === 0) allDone?.();
        settings.log.access?.({
          method: req.method ?? "GET",
          path: loggedPath(req.url ?? "/"),
          // Closed before an answer was sent (client gone, dropped by a fault): 499 as nginx logs it.
          status: res.headersSent ? res.statusCode : 499,
          durationMs: Math.round(performance.now() - started),
          requestId,
          client: forwardedClient(req, settings.trustProxy).address,
          ...(upstream ? { upstream } : {}),
        });
      });
      const record = (outcome: AccessEntry["upstream"]): void => {
        upstream = outcome;
      };
      onRequest(req, res, record, requestId).catch((error: unknown) => {
        settings.log.warn(
          `[sso] ${req.method} ${loggedPath(req.url ?? "/")} failed (${requestId}): ${String(error)}`,
        );
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    },
  );
  applyConnectionLimits(server, settings.connectionLimits, !settings.trustProxy);
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end(rawResponse(400, "Bad Request", csp));
    else socket.destroy();
  });
  server.on("upgrade", (req: IncomingMessage, socket, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    // A chat socket is quiet between heartbeats: the idle timeout is for HTTP connections only.
    if (socket instanceof net.Socket) socket.setTimeout(0);
    const pathname = URL.canParse(req.url ?? "/", "http://localhost")
      ? new URL(req.url ?? "/", "http://localhost").pathname
      : "";
    if (pathname !== CHAT_PATH || (!settings.apiTarget && !localApi)) {
      socket.end(rawResponse(404, "Not Found", csp));
      return;
    }
    // A refused socket is logged with its reason: the browser only sees the socket close.
    const refusedSocket = (reason: string): void =>
      settings.log.warn(
        `chat socket refused: ${reason} (Host ${req.headers.host ?? "-"}, Origin ${req.headers.origin ?? "-"})`,
      );
    if (!hostAllowed(req, policy)) {
      refusedSocket("421, Host is not this server's");
      socket.end(rawResponse(421, "Misdirected Request", csp));
      return;
    }
    if (!socketOriginAllowed(req, policy)) {
      refusedSocket("403, Origin is neither this server's nor one of --app-origins");
      socket.end(rawResponse(403, "Forbidden", csp));
      return;
    }
    if (settings.apiTarget) {
      tunnels.add(socket);
      socket.once("close", () => tunnels.delete(socket));
      proxyUpgrade(
        req,
        socket,
        head,
        settings.apiTarget,
        proxySettings,
        {
          client: forwardedClient(req, settings.trustProxy),
          requestId: requestIdOf(req, settings.trustProxy),
        },
        refusedSocket,
      );
    } else localApi?.handleUpgrade(req, socket, head, forwardedClient(req, settings.trustProxy).address);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? (address satisfies AddressInfo).port : settings.port;
  const displayHost = settings.host.includes(":") ? `[${settings.host}]` : settings.host;
  serverUrl = `http://${displayHost}:${port}`;
  policy = originPolicy(settings.host, port, settings.publicOrigin, settings.appOrigins);

  let stopping: Promise<void> | undefined;
  const shutdown = (graceMs: number): Promise<void> =>
    (stopping ??= (async () => {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight.size > 0 && graceMs > 0)
        await within(graceMs, new Promise<void>((resolve) => (allDone = resolve)));
      server.closeAllConnections();
      for (const socket of tunnels) socket.destroy();
      await localApi?.closeSockets();
      // Every socket is closed by now; the bound only guards against one that ignores it.
      await within(2_000, closed);
      // Every acknowledged change is on disk before this resolves.
      await localApi?.flush();
    })());

  return { url: serverUrl, port, close: () => shutdown(0), shutdown };
}
