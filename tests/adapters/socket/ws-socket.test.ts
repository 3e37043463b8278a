import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer, WebSocket } from "ws";
import type { AddressInfo } from "node:net";
import { BrowserSocket, type WebSocketLike } from "../../../adapters/socket/browser-socket";
import { socketUrl } from "../../../adapters/socket/socket-url";
import { WsSocket } from "../../../adapters/socket/ws-socket";
import type { RealtimeSocket, SocketListener } from "../../../core/ports/realtime-socket.port";

let wss: WebSocketServer;
let url: string;

beforeAll(async () => {
  wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise<void>((resolve) => wss.once("listening", () => resolve()));
  const { port } = wss.address() as AddressInfo;
  url = `ws://127.0.0.1:${port}/ws/echo`;
  wss.on("connection", (socket) => {
    socket.on("message", (data, isBinary) => {
      const text = data.toString();
      if (text === "close-please") socket.close(4001, "asked to");
      else if (text === "binary-please") socket.send(Buffer.from("as binary"), { binary: true });
      else socket.send(`echo:${text}`, { binary: isBinary });
    });
  });
});
afterAll(() => new Promise<void>((resolve) => wss.close(() => resolve())));

interface Recorded {
  events: string[];
  listener: SocketListener;
  next(predicate: (event: string) => boolean): Promise<string>;
}

function recorder(): Recorded {
  const events: string[] = [];
  const waiters: { predicate: (e: string) => boolean; resolve: (e: string) => void }[] = [];
  const push = (event: string) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  };
  return {
    events,
    listener: {
      onOpen: () => push("open"),
      onMessage: (text) => push(`message:${text}`),
      onClose: (code, reason) => push(`close:${code}:${reason}`),
      onError: () => push("error"),
    },
    next: (predicate) => {
      const seen = events.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
  };
}

/** BrowserSocket driven by ws's WebSocket, which offers the same on* properties as the DOM one. */
const wsAsDom = (target: string): WebSocketLike => {
  const socket = new WebSocket(target);
  return {
    get readyState() {
      return socket.readyState;
    },
    set onopen(fn: ((event: Event) => void) | null) {
      socket.onopen = fn ? () => fn(new Event("open")) : null;
    },
    set onmessage(fn: ((event: MessageEvent) => void) | null) {
      socket.onmessage = fn ? (e) => fn(new MessageEvent("message", { data: e.data })) : null;
    },
    set onclose(fn: ((event: CloseEvent) => void) | null) {
      socket.onclose = fn
        ? (e) =>
            fn(Object.assign(new Event("close"), { code: e.code, reason: e.reason, wasClean: e.wasClean }))
        : null;
    },
    set onerror(fn: ((event: Event) => void) | null) {
      socket.onerror = fn ? () => fn(new Event("error")) : null;
    },
    get onopen() {
      return null;
    },
    get onmessage() {
      return null;
    },
    get onclose() {
      return null;
    },
    get onerror() {
      return null;
    },
    send: (data) => socket.send(data),
    close: (code, reason) => socket.close(code, reason),
  };
};

const implementations: [string, () => RealtimeSocket][] = [
  ["WsSocket", () => new WsSocket()],
  ["BrowserSocket", () => new BrowserSocket(wsAsDom)],
];

describe.each(implementations)("%s", (_name, make) => {
  it("reports open, delivers text messages both ways and reports the server's close", async () => {
    const r = recorder();
    const connection = make().connect(url, r.listener);
    await r.next((e) => e === "open");
    connection.send("hello");
    await r.next((e) => e === "message:echo:hello");
    connection.send("close-please");
    expect(await r.next((e) => e.startsWith("close:"))).toBe("close:4001:asked to");
  });

  it("reports a closed client with its code", async () => {
    const r = recorder();
    const connection = make().connect(url, r.listener);
    await r.next((e) => e === "open");
    connection.close(1000, "bye");
    expect(await r.next((e) => e.startsWith("close:"))).toBe("close:1000:bye");
  });

  it("drops sends made before the socket is open instead of throwing", async () => {
    const r = recorder();
    const connection = make().connect(url, r.listener);
    expect(() => connection.send("too early")).not.toThrow();
    await r.next((e) => e === "open");
    connection.send("after");
    await r.next((e) => e === "message:echo:after");
    expect(r.events).not.toContain("message:echo:too early");
    connection.close(1000, "");
  });

  it("reports error then close when nothing listens", async () => {
    const r = recorder();
    make().connect("ws://127.0.0.1:1/ws/echo", r.listener);
    await r.next((e) => e.startsWith("close:"));
    expect(r.events[0]).toBe("error");
  });

  it("reports a malformed URL as error and close, asynchronously", async () => {
    const r = recorder();
    make().connect("not a url", r.listener);
    expect(r.events).toEqual([]);
    expect(await r.next((e) => e.startsWith("close:"))).toBe("close:1006:connect failed");
    expect(r.events).toEqual(["error", "close:1006:connect failed"]);
  });
});

describe("WsSocket", () => {
  it("reads binary frames as UTF-8 text", async () => {
    const r = recorder();
    const connection = new WsSocket().connect(url, r.listener);
    await r.next((e) => e === "open");
    connection.send("binary-please");
    await r.next((e) => e === "message:as binary");
    connection.close(1000, "");
  });

  it("does not throw on an invalid close code", async () => {
    const r = recorder();
    const connection = new WsSocket().connect(url, r.listener);
    await r.next((e) => e === "open");
    expect(() => connection.close(42, "")).not.toThrow();
    await r.next((e) => e.startsWith("close:"));
  });
});

describe("socketUrl", () => {
  it("maps http(s) bases to ws(s) with the chat path", () => {
    expect(socketUrl("http://127.0.0.1:8080")).toBe("ws://127.0.0.1:8080/ws/echo");
    expect(socketUrl("https://h5.example.com/some/page?x=1#y")).toBe("wss://h5.example.com/ws/echo");
    expect(socketUrl("ftp://x")).toBeNull();
    expect(socketUrl("nope")).toBeNull();
  });
});
