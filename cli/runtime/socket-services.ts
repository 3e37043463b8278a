/** The chat socket stack, built only for `lumen socket` (it pulls in ws and crypto-js). */
import type { ChatSession, ChatSessionConfig } from "../../core/socket/chat-session";

export interface SocketServices {
  createSession(config: ChatSessionConfig): ChatSession;
}
