// The browser's socket adapter: events map to the core's listener, and a socket that fails before
// it ever opened is explained once per address (the page's CSP may refuse its origin, ADR-0500),
// never for a drop after it was open.
import { describe, expect, it } from "vitest";
import { BrowserSocket, type WebSocketLike } from "../../../adapters/socket/browser-socket";
import type { SocketListener } from "../../../core/ports/realtime-socket.port";

/** A socket the test drives: `sockets` holds every one the adapter made. */
function fakeSockets() {
  const sockets: WebSocketLike[] = [];
  const create = (): WebSocketLike => {
    const socket: WebSocketLike = {
      readyState: 0,
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
      send: () => undefined,
      close: () => undefined,
    };
    sockets.push(socket);
    return socket;
  };
  return { sockets, create };
}

const listener = (): SocketListener & { errors: number; opens: number } => {
  const seen = {
    errors: 0,
    opens: 0,
    onOpen: () => void seen.opens++,
    onMessage: () => undefined,
    onError: () => void seen.errors++,
    onClose: () => undefined,
  };
  return seen;
};

describe("a socket that fails", () => {
  it("before it opened is explained once per address, however often it is retried", () => {
    const { sockets, create } = fakeSockets();
    const explained: string[] = [];
    const adapter = new BrowserSocket(create, (url) => explained.push(url));
    const seen = listener();
    for (let attempt = 0; attempt < 3; attempt++) {
      adapter.connect("wss://chat.example/ws", seen);
      sockets.at(-1)?.onerror?.(new Event("error"));
    }
    adapter.connect("wss://other.example/ws", seen);
    sockets.at(-1)?.onerror?.(new Event("error"));
    expect(explained).toEqual(["wss://chat.example/ws", "wss://other.example/ws"]);
    expect(seen.errors).toBe(4);
  });

  it("after it was open is a drop, not a refusal: nothing to explain", () => {
    const { sockets, create } = fakeSockets();
    const explained: string[] = [];
    const adapter = new BrowserSocket(create, (url) => explained.push(url));
    const seen = listener();
    adapter.connect("wss://chat.example/ws", seen);
    sockets[0]?.onopen?.(new Event("open"));
    sockets[0]?.onerror?.(new Event("error"));
    expect(seen).toMatchObject({ opens: 1, errors: 1 });
    expect(explained).toEqual([]);
  });
});
