import { CHAT_SOCKET_PATH } from "../../core/contract/chat-socket";

/** The chat socket's path (the contract's), on the page's own origin (the app builds it from location.origin). */
export const CHAT_PATH = CHAT_SOCKET_PATH;

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/**
 * /api/dev/* (outbox, faults, config) belong to the simulator only: the host never forwards them
 * to a real backend. `apiPath` is the path after /api.
 */
export function isDevPath(apiPath: string): boolean {
  return apiPath === "/dev" || apiPath.startsWith("/dev/");
}
