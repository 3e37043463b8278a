import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { proxyHttp, proxyUpgrade } from "./api-proxy";
import { CHAT_PATH, isApiPath, isDevPath } from "./api-paths";
import { serveFallback } from "./fallback-files";
import { HOST_CODES } from "./host-codes";
import type { LocalApi } from "./local-api";
import { builtScriptHashes, serveLocaleIndex } from "./locale-index";
import { hostAllowed, originPolicy, socketOriginAllowed, type OriginPolicy } from "./origin-guard";
import { rawResponse } from "./raw-response";
import { RUNTIME_CONFIG_PATH, serveRuntimeConfig, type RuntimeConfig } from "./runtime-config-route";
import { applySecurityHeaders, contentSecurityPolicy } from "./security-headers";
import { localeFromAcceptLanguage, translator, type MessageKey } from "./server-messages";
import type { ServerLog } from "./server-log";
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
  close(): Promise<void>;
}

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
  const csp = contentSecurityPolicy(settings.apiTarget, builtScriptHashes(staticDir));
  const proxySettings = { timeoutMs: settings.upstreamTimeoutMs, publicOrigin: settings.publicOrigin };
  let serverUrl = "";
  // Filled in once listening (port 0 picks the port); nothing is served before that.
  let policy: OriginPolicy = { hosts: new Set(), origins: new Set() };

  const onRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    applySecurityHeaders(res, csp);
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      res.writeHead(400).end();
      return;
    }
    // DNS rebinding: a page on a hostile name that resolves here still sends its own name.
    if (!hostAllowed(req, policy)) {
      if (isApiPath(url.pathname)) return answer(req, res, 421, HOST_CODES.misdirected, "hostRefused");
      res.writeHead(421, { "Content-Type": "text/plain; charset=utf-8" }).end("Misdirected request\n");
      return;
    }
    if (isApiPath(url.pathname)) {
      const apiPath = url.pathname.slice(4);
      if (settings.apiTarget)
        return isDevPath(apiPath)
          ? answer(req, res, 404, HOST_CODES.notFound, "notFound")
          : proxyHttp(req, res, settings.apiTarget, proxySettings);
      if (!localApi) return answer(req, res, 404, HOST_CODES.notFound, "notFound");
      const host = req.headers.host?.trim().toLowerCase();
      const origin = settings.publicOrigin ?? (host ? `http://${host}` : serverUrl);
      return localApi.handleApi(req, res, url, { origin, policy });
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    if (url.pathname === RUNTIME_CONFIG_PATH && serveRuntimeConfig(runtimeConfig, req.method, res)) return;
    if (await serveLocaleIndex(staticDir, req, res, url.pathname)) return;
    if (await serveStatic(staticDir, req, res, url.pathname)) return;
    serveFallback(staticDir, req, res, url.pathname);
  };

  const server = http.createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      settings.log.warn(`[sso] ${req.method} ${req.url} failed: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end(rawResponse(400, "Bad Request", csp));
    else socket.destroy();
  });
  server.on("upgrade", (req: IncomingMessage, socket, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const pathname = URL.canParse(req.url ?? "/", "http://localhost")
      ? new URL(req.url ?? "/", "http://localhost").pathname
      : "";
    if (pathname !== CHAT_PATH || (!settings.apiTarget && !localApi)) {
      socket.end(rawResponse(404, "Not Found", csp));
      return;
    }
    if (!hostAllowed(req, policy)) {
      socket.end(rawResponse(421, "Misdirected Request", csp));
      return;
    }
    if (!socketOriginAllowed(req, policy)) {
      socket.end(rawResponse(403, "Forbidden", csp));
      return;
    }
    if (settings.apiTarget) proxyUpgrade(req, socket, head, settings.apiTarget, proxySettings);
    else localApi?.handleUpgrade(req, socket, head);
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
  policy = originPolicy(settings.host, port, settings.publicOrigin);

  return {
    url: serverUrl,
    port,
    close: async () => {
      await localApi?.closeSockets();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await localApi?.flush();
    },
  };
}
