import type { ServerResponse } from "node:http";

/**
 * Headers on every response: one table for the bundled server and the host configurations each
 * build generates (server/host/deploy/), so a static host sends exactly what the server does.
 * Scripts only from this origin, plus the build's own inline boot script by its hash
 * (`scriptHashes`, from csp-hashes.json; never 'unsafe-inline', no eval); inline styles are
 * allowed because React `style` attributes need them. Images may come from anywhere over http(s)
 * because the host entrance pings /favicon.ico on other admin origins. `connectTo`: URLs the page
 * calls besides its own origin (the API and chat socket a runtime-config.json names); each adds its
 * origin to connect-src and nothing else does: no `ws:`/`wss:` wildcard, which allowed every socket
 * host (`'self'` covers the page's own /ws/echo, CSP Level 3; ADR-0466).
 */
export function contentSecurityPolicy(
  connectTo: readonly (string | undefined)[],
  scriptHashes: readonly string[] = [],
): string {
  const connect = ["'self'"];
  for (const url of connectTo) {
    if (url === undefined || !URL.canParse(url)) continue;
    const origin = new URL(url).origin;
    if (origin !== "null" && !connect.includes(origin)) connect.push(origin);
  }
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

export function securityHeaders(csp: string): readonly (readonly [string, string])[] {
  return [
    ["Content-Security-Policy", csp],
    ["Referrer-Policy", "no-referrer"],
    ["X-Content-Type-Options", "nosniff"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ],
    ["X-Frame-Options", "DENY"],
  ];
}

export function applySecurityHeaders(res: ServerResponse, csp: string): void {
  for (const [name, value] of securityHeaders(csp)) res.setHeader(name, value);
}

/** The same headers as raw "Name: value" lines, for answers written straight to a socket. */
export function securityHeaderLines(csp: string): string[] {
  return securityHeaders(csp).map(([name, value]) => `${name}: ${value}`);
}
