import type { ServerResponse } from "node:http";

/**
 * Headers on every response. Scripts only from this origin, plus the build's own inline boot
 * script by its hash (`scriptHashes`, from csp-hashes.json; never 'unsafe-inline', no eval);
 * inline styles are allowed because React `style` attributes need them. Images may come from
 * anywhere over http(s) because the host entrance pings /favicon.ico on other admin origins.
 */
export function contentSecurityPolicy(
  apiTarget: string | undefined,
  scriptHashes: readonly string[] = [],
): string {
  const connect = ["'self'", "ws:", "wss:"];
  if (apiTarget) connect.push(new URL(apiTarget).origin);
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

export function applySecurityHeaders(res: ServerResponse, csp: string): void {
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  res.setHeader("X-Frame-Options", "DENY");
}
