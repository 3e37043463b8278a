/**
 * Node reachability checks over node:http/https with hard timeouts. "Reachable" mirrors the
 * browser's image ping: `{origin}/favicon.ico` answers 2xx. Redirects are not followed (an image
 * ping would, but a CLI diagnostic should show the first hop).
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { DomainProbe } from "../../core/ports/domain-probe.port";

export class NodeDomainProbe implements DomainProbe {
  async isReachable(origin: string, timeoutMs: number): Promise<boolean> {
    return isOk(await statusOf(`${origin.replace(/\/+$/, "")}/favicon.ico`, "GET", timeoutMs));
  }

  async exists(url: string, timeoutMs: number): Promise<boolean> {
    const status = await statusOf(url, "HEAD", timeoutMs);
    if (status === 405 || status === 501) return isOk(await statusOf(url, "GET", timeoutMs));
    return isOk(status);
  }
}

/** The response status, or null for anything that is not a response in time. */
export function statusOf(target: string, method: "HEAD" | "GET", timeoutMs: number): Promise<number | null> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve(null);
  }
  const request = url.protocol === "https:" ? httpsRequest : url.protocol === "http:" ? httpRequest : null;
  if (!request) return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(status);
    };
    const req = request(url, { method, headers: { "user-agent": "lumen-cli" } }, (res: IncomingMessage) => {
      res.resume();
      finish(res.statusCode ?? null);
      req.destroy();
    });
    const timer = setTimeout(() => {
      finish(null);
      req.destroy();
    }, timeoutMs);
    req.on("error", () => finish(null));
    req.end();
  });
}

const isOk = (status: number | null): boolean => status !== null && status >= 200 && status < 300;
