import { securityHeaderLines } from "./security-headers";

/**
 * A whole HTTP/1.1 answer written straight to a socket (malformed requests, refused upgrades),
 * where there is no ServerResponse: it still carries the security headers every answer has.
 */
export function rawResponse(status: number, reason: string, csp: string): string {
  const body = `${status} ${reason}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...securityHeaderLines(csp),
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
  ];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}
