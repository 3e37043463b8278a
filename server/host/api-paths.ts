/** The chat socket's path, on the page's own origin (the app builds it from location.origin). */
export const CHAT_PATH = "/ws/echo";

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
