/**
 * The chat socket URL from an HTTP(S) base: http → ws, https → wss, path appended. The browser
 * passes `location.origin`; the CLI its server URL.
 */
import { CHAT_SOCKET_PATH } from "../../core/contract/chat-socket";

export { CHAT_SOCKET_PATH };

export function socketUrl(httpBase: string, path: string = CHAT_SOCKET_PATH): string | null {
  let url: URL;
  try {
    url = new URL(httpBase);
  } catch {
    return null;
  }
  if (url.protocol === "http:") url.protocol = "ws:";
  else if (url.protocol === "https:") url.protocol = "wss:";
  else if (url.protocol !== "ws:" && url.protocol !== "wss:") return null;
  url.pathname = path;
  url.search = "";
  url.hash = "";
  return url.toString();
}
