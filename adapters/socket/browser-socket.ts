/**
 * RealtimeSocket over the browser's WebSocket. Listener callbacks are the only output; a URL the
 * constructor rejects becomes onError + onClose(1006) on the next tick, like a failed connection,
 * so the core's reconnect policy handles both the same way.
 */
import type { RealtimeSocket, SocketConnection, SocketListener } from "../../core/ports/realtime-socket.port";

/** The part of the DOM WebSocket we use; tests pass a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export const ABNORMAL_CLOSURE = 1006;
const OPEN = 1;

export class BrowserSocket implements RealtimeSocket {
  private readonly explained = new Set<string>();

  /**
   * `explainRefusal` is asked, once per address, about a socket that failed before it ever opened:
   * the page's own CSP may refuse its origin (ADR-0500), which the browser reports as a bare error.
   */
  constructor(
    private readonly create: (url: string) => WebSocketLike = (url) => new WebSocket(url),
    private readonly explainRefusal: (url: string) => void = () => undefined,
  ) {}

  connect(url: string, listener: SocketListener): SocketConnection {
    let socket: WebSocketLike;
    let opened = false;
    try {
      socket = this.create(url);
    } catch {
      return failedConnection(listener);
    }
    socket.onopen = () => {
      opened = true;
      listener.onOpen();
    };
    socket.onmessage = (event) => {
      // Frames are text (encrypted base64); a binary frame is not part of the protocol.
      if (typeof event.data === "string") listener.onMessage(event.data);
    };
    socket.onclose = (event) => listener.onClose(event.code, event.reason);
    socket.onerror = () => {
      if (!opened && !this.explained.has(url)) {
        this.explained.add(url);
        this.explainRefusal(url);
      }
      listener.onError();
    };
    return {
      send: (text) => {
        // Sending before open or after close is dropped: the core re-sends auth on every open.
        if (socket.readyState !== OPEN) return;
        try {
          socket.send(text);
        } catch {
          listener.onError();
        }
      },
      close: (code, reason) => {
        try {
          socket.close(code, reason);
        } catch {
          // An invalid close code must not escape; close with the default instead.
          socket.close();
        }
      },
    };
  }
}

/** A connection that reports failure asynchronously (listeners expect events after connect returns). */
export function failedConnection(listener: SocketListener): SocketConnection {
  let closed = false;
  queueMicrotask(() => {
    if (closed) return;
    closed = true;
    listener.onError();
    listener.onClose(ABNORMAL_CLOSURE, "connect failed");
  });
  return {
    send: () => undefined,
    close: () => {
      closed = true;
    },
  };
}
