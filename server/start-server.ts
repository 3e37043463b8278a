import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { resolveOptions, type ServerOptions } from "./config/server-options";
import { CODES } from "./domain/response-codes";
import { handleApi } from "./http/api-handler";
import { proxyHttp, proxyUpgrade } from "./http/api-proxy";
import { serveFallback } from "./http/fallback-files";
import { hostAllowed, originPolicy, socketOriginAllowed, type OriginPolicy } from "./http/origin-guard";
import { rawResponse } from "./http/raw-response";
import { builtScriptHashes, serveLocaleIndex } from "./http/locale-index";
import { applySecurityHeaders, contentSecurityPolicy } from "./http/security-headers";
import { RUNTIME_CONFIG_PATH, serveRuntimeConfig } from "./http/runtime-config-route";
import { serveStatic } from "./http/static-files";
import { localeFromAcceptLanguage, translator, type MessageKey } from "./i18n/server-messages";
import { isDevPath } from "./routes/api-routes";
import { clientKey } from "./security/rate-limiter";
import { ChatSocket } from "./socket/chat-socket";
import { createServerState, type ServerState } from "./state/server-state";

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly state: ServerState;
  close(): Promise<void>;
}

const CHAT_PATH = "/ws/echo";

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
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

/** How often expired sessions are swept from memory and the data file. */
const SESSION_SWEEP_MS = 10 * 60_000;

/**
 * Starts the local SSO server: the built web app and /api on one origin, the chat socket on the
 * same port. With `apiTarget` it becomes a same-origin proxy to a real backend instead.
 */
export async function startServer(input: ServerOptions = {}): Promise<RunningServer> {
  const options = resolveOptions(input);
  const state = createServerState(options, input);
  const staticDir = path.resolve(options.staticDir);
  const csp = contentSecurityPolicy(options.apiTarget, builtScriptHashes(staticDir));
  const proxySettings = { timeoutMs: options.upstreamTimeoutMs, publicOrigin: options.publicOrigin };
  let serverUrl = "";
  // Filled in once listening (port 0 picks the port); nothing is served before that.
  let policy: OriginPolicy = { hosts: new Set(), origins: new Set() };
  // The key every per-client limit uses (rate limits, hash queue, socket caps).
  const clientKeyOf = (req: IncomingMessage): string => clientKey(req.socket.remoteAddress ?? "");
  const chat = new ChatSocket(state, clientKeyOf, input.socketLimits);

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
      if (isApiPath(url.pathname)) return answer(req, res, 421, CODES.misdirected, "hostRefused");
      res.writeHead(421, { "Content-Type": "text/plain; charset=utf-8" }).end("Misdirected request\n");
      return;
    }
    if (isApiPath(url.pathname)) {
      const apiPath = url.pathname.slice(4);
      if (options.apiTarget)
        return isDevPath(apiPath)
          ? answer(req, res, 404, CODES.notFound, "notFound")
          : proxyHttp(req, res, options.apiTarget, proxySettings);
      const host = req.headers.host?.trim().toLowerCase();
      const origin = options.publicOrigin ?? (host ? `http://${host}` : serverUrl);
      return handleApi(req, res, url, state, { origin, policy });
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    if (url.pathname === RUNTIME_CONFIG_PATH && serveRuntimeConfig(state.config, req.method, res)) return;
    if (await serveLocaleIndex(staticDir, req, res, url.pathname)) return;
    if (await serveStatic(staticDir, req, res, url.pathname)) return;
    serveFallback(staticDir, req, res, url.pathname);
  };

  const server = http.createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      options.log.warn(`[sso] ${req.method} ${req.url} failed: ${String(error)}`);
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
    if (pathname !== CHAT_PATH) {
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
    if (options.apiTarget) proxyUpgrade(req, socket, head, options.apiTarget, proxySettings);
    else chat.handleUpgrade(req, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? (address satisfies AddressInfo).port : options.port;
  const displayHost = options.host.includes(":") ? `[${options.host}]` : options.host;
  serverUrl = `http://${displayHost}:${port}`;
  policy = originPolicy(options.host, port, options.publicOrigin);
  const sweeper = setInterval(() => state.sessions.sweep(), SESSION_SWEEP_MS);
  sweeper.unref();

  return {
    url: serverUrl,
    port,
    state,
    close: async () => {
      clearInterval(sweeper);
      await chat.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // Every acknowledged change is on disk before close() resolves.
      await state.persistence.flush();
    },
  };
}
