/** Events a socket connection reports; the core's chat session reacts to them. */
export interface SocketListener {
  onOpen(): void;
  onMessage(text: string): void;
  onClose(code: number, reason: string): void;
  onError(): void;
}

export interface SocketConnection {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** Opens text WebSocket connections (browser WebSocket or Node `ws`). */
export interface RealtimeSocket {
  connect(url: string, listener: SocketListener): SocketConnection;
}
