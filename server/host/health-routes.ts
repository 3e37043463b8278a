import net from "node:net";
import type { ServerResponse } from "node:http";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** One readiness check's outcome, as /readyz lists it. */
export interface Check {
  readonly ok: boolean;
  readonly detail: string;
}

/**
 * Can the backend be reached? A TCP connection to its host and port, nothing more: /readyz must
 * not touch the backend's /api paths (no load, no log lines, no rate limits there).
 */
export function probeUpstream(apiTarget: string, timeoutMs: number): Promise<Check> {
  const target = new URL(apiTarget);
  const port = Number(target.port || (target.protocol === "https:" ? 443 : 80));
  const host = target.hostname.replace(/^\[|\]$/g, "");
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (check: Check): void => {
      socket.destroy();
      resolve(check);
    };
    socket.setTimeout(timeoutMs, () => done({ ok: false, detail: `no connection within ${timeoutMs} ms` }));
    socket.once("connect", () =>
      done({ ok: true, detail: `${target.host} reachable in ${Math.round(performance.now() - started)} ms` }),
    );
    socket.once("error", (error: NodeJS.ErrnoException) =>
      done({ ok: false, detail: `${target.host}: ${error.code ?? error.message}` }),
    );
  });
}

export function writeHealth(res: ServerResponse, method: string, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(method === "HEAD" ? undefined : text);
}
