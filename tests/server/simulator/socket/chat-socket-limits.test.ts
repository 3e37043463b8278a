import CryptoJS from "crypto-js";
import WebSocket from "ws";
import { afterEach, describe, expect, it } from "vitest";
import {
  CLOSE_AUTH_TIMEOUT,
  CLOSE_TOO_BIG,
  CLOSE_TOO_MANY_FRAMES,
  CLOSE_TOO_MANY_SOCKETS,
} from "../../../../server/simulator/socket/socket-limits";
import { registerByEmail, startHarness, type Harness } from "../../support/server-harness";

const KEY = "lumen-dev-chat-key";
const encrypt = (message: unknown): string => CryptoJS.AES.encrypt(JSON.stringify(message), KEY).toString();

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function connect(harness: Harness): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${harness.server.url.replace("http", "ws")}/ws/echo`);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

/** Every frame the server sends, and the close code once it closes. */
function watch(ws: WebSocket): { frames: string[]; closed: Promise<number> } {
  const frames: string[] = [];
  ws.on("message", (data) => frames.push(data.toString()));
  const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
  return { frames, closed };
}

describe("chat socket before authentication", () => {
  it("answers no heartbeat and closes once more frames than the auth frame arrive", async () => {
    h = await startHarness();
    const ws = await connect(h);
    const { frames, closed } = watch(ws);
    for (let i = 0; i < 10; i += 1) ws.send(encrypt({ type: "CLI_HEARTBEAT", time: i }));
    expect(await closed).toBe(CLOSE_AUTH_TIMEOUT);
    expect(frames).toEqual([]);
  });

  it("closes with 1009 for a frame far larger than an auth frame", async () => {
    h = await startHarness();
    const ws = await connect(h);
    const { frames, closed } = watch(ws);
    ws.send(encrypt({ type: "CLI_HEARTBEAT", time: 1, pad: "x".repeat(8_000) }));
    expect(await closed).toBe(CLOSE_TOO_BIG);
    expect(frames).toEqual([]);
  });

  it("lets one client hold only a few unauthenticated sockets; the rest close with 1013", async () => {
    const harness = await startHarness({ socketLimits: { unauthenticatedPerClient: 3 } });
    h = harness;
    const sockets = await Promise.all(Array.from({ length: 5 }, () => connect(harness)));
    const watched = sockets.map((ws) => watch(ws));
    const extra = await Promise.all(watched.slice(3).map((w) => w.closed));
    expect(extra).toEqual([CLOSE_TOO_MANY_SOCKETS, CLOSE_TOO_MANY_SOCKETS]);
    expect(sockets.slice(0, 3).map((ws) => ws.readyState)).toEqual([
      WebSocket.OPEN,
      WebSocket.OPEN,
      WebSocket.OPEN,
    ]);
    // Closing one frees its place for the next socket.
    sockets[0]?.close();
    await watched[0]?.closed;
    const again = await connect(harness);
    const late = watch(again);
    const pending = await Promise.race([
      late.closed,
      new Promise((resolve) => setTimeout(resolve, 300, "open")),
    ]);
    expect(pending).toBe("open");
    for (const ws of [...sockets, again]) ws.terminate();
  });
});

describe("chat socket after authentication", () => {
  it("closes with 4029 once a client sends frames faster than the per-connection rate", async () => {
    const harness = await startHarness({ socketLimits: { frameBurst: 20, framesPerSecond: 1 } });
    h = harness;
    const { token } = await registerByEmail(harness, "flood@example.com", "flood_user");
    const ws = await connect(harness);
    const { frames, closed } = watch(ws);
    const authed = new Promise((resolve) => ws.once("message", resolve));
    ws.send(encrypt({ type: "CLI_AUTH", token }));
    await authed;
    // The harness clock stands still, so no frame comes back into the budget.
    for (let i = 0; i < 200; i += 1) ws.send(encrypt({ type: "CLI_HEARTBEAT", time: i }));
    expect(await closed).toBe(CLOSE_TOO_MANY_FRAMES);
    // The auth reply and at most the 19 heartbeats left in the burst were answered.
    expect(frames.length).toBeGreaterThanOrEqual(1);
    expect(frames.length).toBeLessThanOrEqual(20);
  });
});
