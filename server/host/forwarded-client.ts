import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/** Who made the request, as the rate limits, the access log and the proxy see it. */
export interface ForwardedClient {
  /** The client's address: the peer, or with a trusted proxy the address that proxy saw. */
  readonly address: string;
  readonly proto: "http" | "https";
  /** The Host the client used at the trusted proxy (X-Forwarded-Host), if it said. */
  readonly host: string | undefined;
  /** The X-Forwarded-For chain the trusted proxy sent (empty without one). */
  readonly chain: readonly string[];
  /** The last X-Forwarded-For entry when it was not an IP address (then `address` is the peer). */
  readonly ignored?: string;
}

/**
 * One spelling per address: IPv4 dotted quads as they are (Node refuses leading zeros and hex),
 * IPv6 lower-cased and compressed, IPv4-mapped IPv6 as the IPv4 address. Anything else (a port, a
 * zone, brackets, a name, padding) is not an address.
 */
export function canonicalIp(text: string): string | undefined {
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6 || text.includes("%")) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text)?.[1];
  if (mapped !== undefined && isIP(mapped) === 4) return mapped;
  return new URL(`http://[${text}]/`).hostname.slice(1, -1);
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
 * are that proxy's. An entry that is not an IP address is ignored (the peer stands in), so neither
 * ten spellings of one address nor long made-up values become clients of their own (ADR-0473).
 */
export function forwardedClient(req: IncomingMessage, trustProxy: boolean): ForwardedClient {
  const peer = req.socket.remoteAddress ?? "";
  if (!trustProxy) return { address: peer, proto: "http", host: undefined, chain: [] };
  const chain = list(req, "x-forwarded-for");
  const proto = list(req, "x-forwarded-proto").at(-1)?.toLowerCase();
  const host = list(req, "x-forwarded-host").at(-1);
  const last = chain.at(-1);
  const address = last === undefined ? undefined : canonicalIp(last);
  return {
    address: address ?? peer,
    proto: proto === "https" ? "https" : "http",
    host: host !== undefined && HOST.test(host) ? host.toLowerCase() : undefined,
    chain,
    ...(last !== undefined && address === undefined ? { ignored: last.slice(0, 64) } : {}),
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

/** A peer on this machine: 127.0.0.0/8 or ::1, also as IPv4-mapped IPv6. */
export function isLoopbackPeer(remoteAddress: string): boolean {
  const address = canonicalIp(remoteAddress);
  return address === "::1" || (address !== undefined && /^127\./.test(address));
}
