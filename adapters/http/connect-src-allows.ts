/**
 * Whether a Content-Security-Policy header lets a page at `page` connect (fetch, WebSocket) to
 * `target`: CSP Level 3's source matching for `connect-src` (else `default-src`), for the source
 * forms a deployment writes ('self', 'none', *, scheme:, [scheme://]host[:port][/path]). Every
 * policy of a header joined with commas must allow it. A path in a source is not checked: this
 * answers "which origin is refused" (ADR-0500), and a source it cannot read counts as allowing.
 */
const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^:/*]+)(?::(\d+|\*))?(?:\/.*)?$/i;
const DEFAULT_PORTS: Readonly<Record<string, string>> = {
  "http:": "80",
  "https:": "443",
  "ws:": "80",
  "wss:": "443",
};
const WEB_SCHEMES = ["http:", "https:", "ws:", "wss:"];

/** CSP3 "scheme-part match": a source's scheme also admits its secure and (for ws) web forms. */
function schemeMatches(source: string, target: string): boolean {
  if (source === target) return true;
  if (source === "http:") return target === "https:";
  if (source === "ws:") return ["wss:", "http:", "https:"].includes(target);
  return source === "wss:" && target === "https:";
}

const portOf = (url: URL): string => url.port || (DEFAULT_PORTS[url.protocol] ?? "");

function hostSourceMatches(source: string, target: URL, page: URL): boolean {
  const parts = HOST_SOURCE.exec(source);
  if (parts === null) return true;
  const [, scheme, host = "", port] = parts;
  if (!schemeMatches(scheme === undefined ? page.protocol : `${scheme.toLowerCase()}:`, target.protocol))
    return false;
  const name = host.toLowerCase();
  const hostOk =
    name === "*" ||
    (name.startsWith("*.") ? target.hostname.endsWith(name.slice(1)) : target.hostname === name);
  if (!hostOk) return false;
  if (port === "*") return true;
  if (port !== undefined) return portOf(target) === port;
  return target.port === "" || portOf(target) === DEFAULT_PORTS[`${scheme ?? page.protocol.slice(0, -1)}:`];
}

function sourceMatches(source: string, target: URL, page: URL): boolean {
  const lower = source.toLowerCase();
  if (lower === "'self'")
    return (
      target.host === page.host &&
      (schemeMatches(page.protocol, target.protocol) ||
        (page.protocol === "https:" ? target.protocol === "wss:" : target.protocol === "ws:"))
    );
  if (lower === "*") return WEB_SCHEMES.includes(target.protocol) || target.protocol === page.protocol;
  if (lower.startsWith("'")) return false;
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return schemeMatches(lower, target.protocol);
  return hostSourceMatches(source, target, page);
}

function policyAllows(policy: string, target: URL, page: URL): boolean {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name !== undefined && name !== "" && !directives.has(name.toLowerCase()))
      directives.set(name.toLowerCase(), sources);
  }
  const sources = directives.get("connect-src") ?? directives.get("default-src");
  return sources === undefined || sources.some((source) => sourceMatches(source, target, page));
}

export function connectSrcAllows(header: string, target: URL, page: URL): boolean {
  return header.split(",").every((policy) => policyAllows(policy, target, page));
}
