import type { ChatSessionDeps } from "../../core/socket/chat-session";
import type { OpenChatSession } from "./chat-link";

export interface ChatSessionParts {
  /**
   * The session's socket, clock and cipher, from the composition root (ADR-0430). Resolves the
   * lazily loaded cipher: crypto-js is its own chunk, fetched only here.
   */
  readonly deps: () => Promise<ChatSessionDeps>;
  /** The socket URL, read when a session starts (a deployment setting may decide it). */
  readonly url: () => Promise<string>;
}

/**
 * The parts are asked for only when a session is built, i.e. after a login, so a visitor who never
 * logs in never downloads crypto-js, nor the session's own code (~2 KB gzip out of the services
 * chunk every first visit fetched; fetched beside the cipher).
 */
export function chatSessionOpener(parts: ChatSessionParts): OpenChatSession {
  return async (token) => {
    const [deps, { ChatSession }, url] = await Promise.all([
      parts.deps(),
      import("../../core/socket/chat-session"),
      parts.url(),
    ]);
    return new ChatSession(deps, { url, token });
  };
}
