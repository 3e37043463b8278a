import { socketUrl } from "../../adapters/socket/socket-url";

/**
 * The configured socket URL if any, else `ws(s)://{host}/ws/echo` on the page's own origin (the
 * local server and a proxying deployment both serve the socket there).
 */
export function chatSocketUrl(configured: string, origin: string): string {
  if (configured !== "") return configured;
  // socketUrl only fails for a non-http(s) origin (file://); the session then fails to connect
  // and retries like any unreachable server, which is the honest outcome.
  return socketUrl(origin) ?? "";
}
