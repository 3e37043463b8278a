import type { RealtimeSocket, SocketConnection, SocketListener } from "../../core/ports/realtime-socket.port";

/** One connection the fake handed out; the test plays the server through it. */
export class FakeConnection implements SocketConnection {
  readonly sent: string[] = [];
  closed: { code: number; reason: string } | null = null;

  constructor(
    readonly url: string,
    private readonly listener: SocketListener,
  ) {}

  send(text: string): void {
    this.sent.push(text);
  }

  close(code: number, reason: string): void {
    this.closed = { code, reason };
  }

  serverOpens(): void {
    this.listener.onOpen();
  }

  serverSends(text: string): void {
    this.listener.onMessage(text);
  }

  serverCloses(code = 1006, reason = ""): void {
    this.listener.onError();
    this.listener.onClose(code, reason);
  }
}

/** A RealtimeSocket that records every connection attempt and never touches the network. */
export class FakeSocket implements RealtimeSocket {
  readonly connections: FakeConnection[] = [];

  connect(url: string, listener: SocketListener): SocketConnection {
    const connection = new FakeConnection(url, listener);
    this.connections.push(connection);
    return connection;
  }

  latest(): FakeConnection {
    const connection = this.connections[this.connections.length - 1];
    if (connection === undefined) throw new Error("no connection was opened");
    return connection;
  }
}
