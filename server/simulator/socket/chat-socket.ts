import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import type { ServerState } from "../state/server-state";
import { ClientFrame, type ServerFrame } from "./chat-frame.schema";
import { decryptFrame, encryptFrame } from "./frame-cipher";

/** Close code for a failed CLI_AUTH; the client treats it as "log in again", not "retry". */
export const CLOSE_AUTH_FAILED = 4001;
/** Close code for a socket that never authenticated within the grace period (policy violation). */
export const CLOSE_AUTH_TIMEOUT = 1008;

const decodeFrame = Schema.decodeUnknownOption(ClientFrame);

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString("utf8");
}

/**
 * The chat echo socket at /ws/echo: authenticate with a login token, then heartbeats and echoed
 * messages, every frame AES-encrypted. Frames that don't decrypt or decode are ignored, as the
 * real service does, so garbage can't crash or stall it.
 */
export class ChatSocket {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  constructor(private readonly state: ServerState) {
    state.faults.onDropSockets(() => this.dropAll());
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.state.faults.socketsDropped()) {
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
  }

  private accept(ws: WebSocket): void {
    const key = this.state.options.cipherKey;
    const send = (frame: ServerFrame): void => {
      if (ws.readyState === ws.OPEN) ws.send(encryptFrame(frame, key));
    };
    let authenticated = false;
    // Unauthenticated sockets hold memory and a file descriptor: they get a short grace period.
    const grace = setTimeout(() => {
      if (!authenticated) ws.close(CLOSE_AUTH_TIMEOUT, "authenticate first");
    }, this.state.options.socketAuthGraceMs);
    grace.unref();
    ws.on("close", () => clearTimeout(grace));
    ws.on("error", () => ws.terminate());
    ws.on("message", (data) => {
      const frame = decodeFrame(decryptFrame(text(data), key));
      if (Option.isNone(frame)) return;
      const message = frame.value;
      switch (message.type) {
        case "CLI_AUTH": {
          const token = message.token.replace(/^Bearer\s+/i, "");
          const accountId = this.state.sessions.accountOf(token);
          const account = accountId === undefined ? undefined : this.state.accounts.byId(accountId);
          if (!account || account.deleted) {
            ws.close(CLOSE_AUTH_FAILED, "auth failed");
            return;
          }
          authenticated = true;
          clearTimeout(grace);
          send({ type: "SRV_SUCCESS_AUTH" });
          return;
        }
        case "CLI_HEARTBEAT":
          send({ type: "SRV_HEARTBEAT", time: this.state.options.clock.now() });
          return;
        case "CLI_MESSAGE":
          // Chat is for members only; before auth a message is ignored like any unknown frame.
          if (authenticated) send({ type: "SRV_MESSAGE", text: message.text });
          return;
      }
    });
  }

  /** Fault injection: cut every socket without a close frame, as a network loss would. */
  dropAll(): void {
    for (const client of this.wss.clients) client.terminate();
  }

  close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}
