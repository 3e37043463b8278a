/**
 * RealtimeSocket over the `ws` package, for the CLI and Node tests (Node 20 has no global
 * WebSocket). Same event mapping as BrowserSocket; text and binary frames are both read as UTF-8
 * because some servers send text as binary.
 */
import WebSocket from "ws";
import type { RealtimeSocket, SocketConnection, SocketListener } from "../../core/ports/realtime-socket.port";
import { failedConnection } from "./browser-socket";

export interface WsSocketOptions {
  /** Milliseconds to wait for the opening handshake before giving up. */
  readonly handshakeTimeoutMs?: number;
}

export class WsSocket implements RealtimeSocket {
  constructor(private readonly options: WsSocketOptions = {}) {}

  connect(url: string, listener: SocketListener): SocketConnection {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url, { handshakeTimeout: this.options.handshakeTimeoutMs ?? 8000 });
    } catch {
      return failedConnection(listener);
    }
    socket.on("open", () => listener.onOpen());
    socket.on("message", (data) => {
      const text = rawToText(data);
      if (text !== null) listener.onMessage(text);
    });
    socket.on("close", (code, reason) => listener.onClose(code, reason.toString("utf8")));
    // ws emits "error" then "close"; without a handler an error would crash the process.
    socket.on("error", () => listener.onError());
    return {
      send: (text) => {
        if (socket.readyState !== WebSocket.OPEN) return;
        socket.send(text, (error) => {
          if (error) listener.onError();
        });
      },
      close: (code, reason) => {
        try {
          socket.close(code, reason);
        } catch {
          socket.terminate();
        }
      },
    };
  }
}

function rawToText(data: WebSocket.RawData): string | null {
  try {
    if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
    if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
    return data.toString("utf8");
  } catch {
    return null;
  }
}
