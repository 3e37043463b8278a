import type { IncomingMessage } from "node:http";

/** Who made the request, as the rate limits, the access log and the proxy see it. */
export interface ForwardedClient {
  /** The client's address: the peer, or with a trusted proxy the address that proxy saw. */
  readonly address: string;
  readonly proto: "http" | "https";
  /** The Host the client used at the trusted proxy (X-Forwarded-Host), if it said. */
  readonly host: string | undefined;
  /** The X-Forwarded-For chain the trusted proxy sent (empty without one). */
  readonly chain: readonly string[];
}

function list(req: IncomingMessage, name: string): string[] {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value.join(",") : (value ?? "");
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * Without `trustProxy` (the default) every X-Forwarded-* header is the client's own claim and is
 * ignored: the peer is the client, the scheme is this server's (http). With it, the peer is a
 * proxy we trust (one hop): the client is the last X-Forwarded-For entry (the address that proxy
 * appended; earlier entries are whatever the client sent it), and the last -Proto/-Host values
 * are that proxy's.
 */
export function forwardedClient(req: IncomingMessage, trustProxy: boolean): ForwardedClient {
  const peer = req.socket.remoteAddress ?? "";
  if (!trustProxy) return { address: peer, proto: "http", host: undefined, chain: [] };
  const chain = list(req, "x-forwarded-for");
  const proto = list(req, "x-forwarded-proto").at(-1)?.toLowerCase();
  const host = list(req, "x-forwarded-host").at(-1);
  return {
    address: chain.at(-1) ?? peer,
    proto: proto === "https" ? "https" : "http",
    host: host !== undefined && HOST.test(host) ? host.toLowerCase() : undefined,
    chain,
  };
}

/**
 * Whether any proxy header is on the request (Forwarded, X-Forwarded-*, X-Real-IP): the request
 * was relayed, so whoever sent it may not be on this machine, whatever the peer address says.
 */
export function cameThroughProxy(req: IncomingMessage): boolean {
  return Object.keys(req.headers).some(
    (name) => name === "forwarded" || name === "x-real-ip" || name.startsWith("x-forwarded-"),
  );
}
