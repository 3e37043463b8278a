import type { IncomingMessage } from "node:http";
import { networkInterfaces } from "node:os";

/**
 * Which Host headers and browser origins count as this server (ADR-0111, ADR-0112).
 *
 * Host: the address it listens on with its port; for a loopback address also 127.0.0.1, localhost
 * and [::1]; for 0.0.0.0 / :: every address of this machine's interfaces; plus the configured
 * public origin's host. Anything else is refused, which stops DNS rebinding (a hostile name that
 * resolves to 127.0.0.1 still arrives with its own name in Host).
 */
export interface OriginPolicy {
  readonly hosts: ReadonlySet<string>;
  /** "http://host:port" for every allowed host, plus the public origin as configured. */
  readonly origins: ReadonlySet<string>;
  /**
   * Origins of the app served elsewhere (a static host or CDN) that call this API across origins
   * (--app-origins): they get CORS answers, may change state and open the chat socket, but never
   * read the dev endpoints.
   */
  readonly apps?: ReadonlySet<string>;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);
const bracket = (host: string): string => (host.includes(":") ? `[${host}]` : host);

function interfaceAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces()))
    for (const info of list ?? []) out.push(info.address);
  return out;
}

export function originPolicy(
  listenHost: string,
  port: number,
  publicOrigin: string | undefined,
  appOrigins: readonly string[] = [],
): OriginPolicy {
  const names = new Set<string>([listenHost]);
  const wildcard = listenHost === "0.0.0.0" || listenHost === "::";
  if (wildcard || LOOPBACK.has(listenHost)) for (const name of LOOPBACK) names.add(name);
  if (wildcard) for (const address of interfaceAddresses()) names.add(address);
  const hosts = new Set<string>();
  const origins = new Set<string>();
  for (const name of names) {
    const host = `${bracket(name)}:${port}`.toLowerCase();
    hosts.add(host);
    origins.add(`http://${host}`);
    if (port === 80) {
      hosts.add(bracket(name).toLowerCase());
      origins.add(`http://${bracket(name).toLowerCase()}`);
    }
  }
  if (publicOrigin) {
    const url = new URL(publicOrigin);
    hosts.add(url.host.toLowerCase());
    origins.add(url.origin.toLowerCase());
  }
  const apps = new Set(appOrigins.map((origin) => new URL(origin).origin.toLowerCase()));
  return { hosts, origins, apps };
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
};

/** A request without a Host header (HTTP/1.0) can't be rebound by name, so it is let through. */
export function hostAllowed(req: IncomingMessage, policy: OriginPolicy): boolean {
  const host = header(req, "host");
  return host === undefined || host === "" || policy.hosts.has(host);
}

/**
 * May this request change state (or read a dev endpoint)? A browser says where the request comes
 * from: `Sec-Fetch-Site` must be same-origin (or none: typed by the user), and failing that an
 * `Origin` must be this server's. A request with neither is not from a browser page (curl, the CLI,
 * tests) and is allowed: a page can't send a request without them.
 */
export function sameOriginOrNonBrowser(
  req: IncomingMessage,
  policy: OriginPolicy,
  { acceptApps = false }: { acceptApps?: boolean } = {},
): boolean {
  const site = header(req, "sec-fetch-site");
  const origin = header(req, "origin");
  if (acceptApps && origin !== undefined && isAppOrigin(origin, policy)) return true;
  if (site !== undefined) return site === "same-origin" || site === "none";
  if (origin === undefined) return true;
  return policy.origins.has(origin);
}

/** Is this Origin one the operator named as the app's home elsewhere (--app-origins)? */
export function isAppOrigin(origin: string | undefined, policy: OriginPolicy): boolean {
  return origin !== undefined && (policy.apps?.has(origin.trim().toLowerCase()) ?? false);
}

/**
 * The chat socket handshake. Browsers always send Origin on a WebSocket handshake and apply no
 * CORS to it, so a page on another site could otherwise talk to the socket; no Origin at all is a
 * non-browser client (the CLI), allowed as on the HTTP API.
 */
export function socketOriginAllowed(req: IncomingMessage, policy: OriginPolicy): boolean {
  const origin = header(req, "origin");
  return origin === undefined || policy.origins.has(origin) || isAppOrigin(origin, policy);
}
