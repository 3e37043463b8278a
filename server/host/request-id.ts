import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** What an id from a trusted proxy may look like: UUIDs, hex, the usual tracing ids; no spaces. */
const ACCEPTED = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The request's id: the one a trusted proxy sent (X-Request-Id) so a line here matches the
 * proxy's line, else a new UUID. A client that is not a trusted proxy could otherwise plant ids
 * that collide with other requests' in the backend's logs.
 */
export function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
  const sent = req.headers["x-request-id"];
  const value = Array.isArray(sent) ? sent[0] : sent;
  if (trustProxy && value !== undefined && ACCEPTED.test(value)) return value;
  return randomUUID();
}
