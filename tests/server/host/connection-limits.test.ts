import net from "node:net";
import CryptoJS from "crypto-js";
import WebSocket from "ws";
import { afterEach, describe, expect, it } from "vitest";
import type { LocalServerOptions } from "../../../server/start-server";
import { registerByEmail, startHarness, type Harness } from "../support/server-harness";

let h: Harness | undefined;
const opened: net.Socket[] = [];
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy();
  await h?.close();
  h = undefined;
});

async function harness(options: LocalServerOptions): Promise<Harness> {
  h = await startHarness(options);
  return h;
}

/** A raw TCP connection from `localAddress` (any 127.x address is this machine's loopback). */
function rawConnection(
  server: Harness,
  localAddress = "127.0.0.1",
): Promise<{ socket: net.Socket; closed: Promise<number> }> {
  const { port } = new URL(server.server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port: Number(port), localAddress });
    opened.push(socket);
    const started = performance.now();
    const closed = new Promise<number>((done) =>
      socket.once("close", () => done(performance.now() - started)),
    );
    socket.on("error", () => {});
    // Read whatever comes, so the server's FIN is seen and "close" fires.
    socket.resume();
    socket.once("connect", () => resolve({ socket, closed }));
    socket.once("error", reject);
  });
}

const settle = (ms: number): Promise<"open"> => new Promise((resolve) => setTimeout(resolve, ms, "open"));

/** GET / over a new connection from `localAddress`: its status and how long it took. */
function getFrom(server: Harness, localAddress: string): Promise<{ status: number; ms: number }> {
  const { port } = new URL(server.server.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect({ host: "127.0.0.1", port: Number(port), localAddress });
    opened.push(socket);
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (status) {
        resolve({ status: Number(status[1]), ms: performance.now() - started });
        socket.destroy();
      }
    });
    socket.once("error", reject);
    socket.once("close", () => reject(new Error("closed without an answer")));
    socket.once("connect", () =>
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
  });
}

describe("connection hygiene", () => {
  it("closes a connection that never sends a byte after the idle timeout", async () => {
    const server = await harness({ connectionLimits: { idleTimeoutMs: 1_000 } });
    const { closed } = await rawConnection(server);
    const ms = await closed;
    expect(ms).toBeGreaterThan(800);
    expect(ms).toBeLessThan(5_000);
  });

  it("closes a connection whose headers trickle in past the headers timeout", async () => {
    const server = await harness({ connectionLimits: { headersTimeoutMs: 1_000, idleTimeoutMs: 60_000 } });
    const { socket, closed } = await rawConnection(server);
    socket.write("GET / HTTP/1.1\r\n");
    // A byte every 200 ms keeps the idle timer from firing; only the headers timeout can end it.
    const trickle = setInterval(() => socket.writable && socket.write("X"), 200);
    const ms = await Promise.race([closed, settle(8_000)]);
    clearInterval(trickle);
    expect(ms).not.toBe("open");
    expect(ms).toBeLessThan(5_000);
  });

  it("closes the connections past the per-address cap at once; another address is served", async () => {
    const server = await harness({ connectionLimits: { maxConnectionsPerAddress: 5 } });
    const held = await Promise.all(Array.from({ length: 10 }, () => rawConnection(server)));
    const outcomes = await Promise.all(held.map(({ closed }) => Promise.race([closed, settle(1_000)])));
    expect(outcomes.filter((o) => o === "open")).toHaveLength(5);
    expect(outcomes.filter((o) => o !== "open").every((ms) => typeof ms === "number" && ms < 1_000)).toBe(
      true,
    );
    const other = await getFrom(server, "127.0.0.2");
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(1_000);
  });

  it("5,000 idle connections from one address: another client's GET / answers within a second, and the held ones close", async () => {
    // The default per-address cap; a short idle timeout so the test need not wait the default 10 s.
    const server = await harness({ connectionLimits: { idleTimeoutMs: 2_000 } });
    const held: { socket: net.Socket; closed: Promise<number> }[] = [];
    for (let i = 0; i < 5_000; i += 500)
      held.push(...(await Promise.all(Array.from({ length: 500 }, () => rawConnection(server)))));
    let open = 5_000;
    for (const { closed } of held) void closed.then(() => (open -= 1));
    const other = await getFrom(server, "127.0.0.2");
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(1_000);
    await settle(500);
    expect(open).toBeLessThanOrEqual(256);
    await Promise.all(held.map(({ closed }) => closed));
    expect(open).toBe(0);
  }, 60_000);

  it("closes connections past the total cap at once, whatever their address", async () => {
    const server = await harness({ connectionLimits: { maxConnections: 10 } });
    const held = await Promise.all(
      Array.from({ length: 14 }, (_, i) => rawConnection(server, `127.0.0.${2 + (i % 7)}`)),
    );
    const outcomes = await Promise.all(held.map(({ closed }) => Promise.race([closed, settle(1_000)])));
    expect(outcomes.filter((o) => o === "open")).toHaveLength(10);
  });

  it("keeps a connection whose answer is slow, and a quiet chat socket, past the idle timeout", async () => {
    const server = await harness({
      connectionLimits: { idleTimeoutMs: 1_000 },
      faults: [{ path: "/sso/getCountryList", delayMs: 2_500 }],
    });
    const { token } = await registerByEmail(server, "quiet@example.com", "quiet_user");
    const ws = new WebSocket(`${server.server.url.replace("http", "ws")}/ws/echo`);
    const authed = new Promise((resolve) => ws.once("message", resolve));
    ws.once("open", () =>
      ws.send(
        CryptoJS.AES.encrypt(JSON.stringify({ type: "CLI_AUTH", token }), "lumen-dev-chat-key").toString(),
      ),
    );
    await authed;
    const slow = await server.raw("/sso/getCountryList", { headers: { "Accept-Language": "en-US" } });
    expect(slow.status).toBe(200);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.terminate();
  });
});
