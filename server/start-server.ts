import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { resolveOptions, type ServerOptions } from "./config/server-options";
import { CODES } from "./domain/response-codes";
import { handleApi } from "./http/api-handler";
import { proxyHttp, proxyUpgrade } from "./http/api-proxy";
import { serveFallback } from "./http/fallback-files";
import { builtScriptHashes, serveLocaleIndex } from "./http/locale-index";
import { applySecurityHeaders, contentSecurityPolicy } from "./http/security-headers";
import { serveStatic } from "./http/static-files";
import { localeFromAcceptLanguage, translator } from "./i18n/server-messages";
import { isDevPath } from "./routes/api-routes";
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

function devDisabled(req: IncomingMessage, res: ServerResponse): void {
  const t = translator(localeFromAcceptLanguage(req.headers["accept-language"]));
  res.writeHead(404, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ code: CODES.notFound, message: t("notFound"), data: null }));
}

/**
 * Starts the local SSO server: the built web app and /api on one origin, the chat socket on the
 * same port. With `apiTarget` it becomes a same-origin proxy to a real backend instead.
 */
export async function startServer(input: ServerOptions = {}): Promise<RunningServer> {
  const options = resolveOptions(input);
  const state = createServerState(options, input);
  const staticDir = path.resolve(options.staticDir);
  const csp = contentSecurityPolicy(options.apiTarget, builtScriptHashes(staticDir));
  const chat = new ChatSocket(state);
  let serverUrl = "";

  const onRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    applySecurityHeaders(res, csp);
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (isApiPath(url.pathname)) {
      const apiPath = url.pathname.slice(4);
      if (options.apiTarget)
        return isDevPath(apiPath) ? devDisabled(req, res) : proxyHttp(req, res, options.apiTarget);
      return handleApi(req, res, url, state, serverUrl);
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
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
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });
  server.on("upgrade", (req: IncomingMessage, socket, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const pathname = URL.canParse(req.url ?? "/", "http://localhost")
      ? new URL(req.url ?? "/", "http://localhost").pathname
      : "";
    if (pathname !== CHAT_PATH) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      return;
    }
    if (options.apiTarget) proxyUpgrade(req, socket, head, options.apiTarget);
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

  return {
    url: serverUrl,
    port,
    state,
    close: async () => {
      await chat.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
