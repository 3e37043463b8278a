import type { Cipher } from "../../core/ports/cipher.port";
import type { Clock } from "../../core/ports/clock.port";
import type { RealtimeSocket } from "../../core/ports/realtime-socket.port";
import type { OpenChatSession } from "./chat-link";

export interface ChatSessionPorts {
  readonly socket: () => RealtimeSocket;
  readonly clock: () => Clock;
  /** Resolves the lazily loaded cipher (crypto-js is its own chunk, fetched only here). */
  readonly cipher: () => Promise<Cipher>;
  /** The socket URL, read when a session starts (a deployment setting may decide it). */
  readonly url: () => Promise<string>;
}

/**
 * Ports are asked for only when a session is built, i.e. after a login, so a visitor who never
 * logs in never downloads crypto-js, nor the session's own code (~2 KB gzip out of the services
 * chunk every first visit fetched; fetched beside the cipher).
 */
export function chatSessionOpener(ports: ChatSessionPorts): OpenChatSession {
  return async (token) => {
    const [cipher, { ChatSession }, url] = await Promise.all([
      ports.cipher(),
      import("../../core/socket/chat-session"),
      ports.url(),
    ]);
    return new ChatSession({ socket: ports.socket(), cipher, clock: ports.clock() }, { url, token });
  };
}
