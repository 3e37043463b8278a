/**
 * The core's ChatSession over the real WsSocket and CryptoJsCipher against the real local server
 * (FLOW-SOCKET-1, LIMIT-SOCKET-1, ADR-0079: "dropped socket with reconnects every 5 s up to 10 and resumption when the server
 * returns"; "the socket adapter and the server exchange encrypted heartbeats"). The IO is real;
 * only the session's timers run on a FakeClock, so the 5 s retry steps and the 120 s heartbeat
 * are driven by the test instead of waited for. Real waits are vi.waitFor polls for IO.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CryptoJsCipher } from "../../adapters/cipher/crypto-js-cipher";
import { DEFAULT_CHAT_CIPHER_KEY } from "../../core/contract/default-chat-key";
import { socketUrl } from "../../adapters/socket/socket-url";
import { WsSocket } from "../../adapters/socket/ws-socket";
import type { RealtimeSocket, SocketConnection, SocketListener } from "../../core/ports/realtime-socket.port";
import { ChatSession } from "../../core/socket/chat-session";
import { HEARTBEAT_INTERVAL_MS, MAX_RETRIES, RETRY_DELAY_MS } from "../../core/socket/reconnect-policy";
import type { ServerFrame } from "../../core/socket/socket-frame.schema";
import { FakeClock } from "../support/fake-clock";
import { registerByEmail, startHarness, type Harness } from "../server/support/server-harness";

/** Generous: the machine is a loaded 2-core box and each step is a real TCP round trip. */
const IO = { timeout: 10_000, interval: 10 };

let h: Harness;
let url: string;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  const found = socketUrl(h.server.url);
  if (found === null) throw new Error("no socket url");
  url = found;
  token = (await registerByEmail(h, "chat-reconnect@example.com", "chat_reconnect")).token;
});
afterAll(() => h.close());

/** The real WsSocket, noting the fake clock's time of every connection attempt. */
class TimedSocket implements RealtimeSocket {
  readonly attemptsAt: number[] = [];
  private readonly ws = new WsSocket({ handshakeTimeoutMs: 8_000 });
  constructor(private readonly clock: FakeClock) {}
  connect(target: string, listener: SocketListener): SocketConnection {
    this.attemptsAt.push(this.clock.now());
    return this.ws.connect(target, listener);
  }
}

const sessions: ChatSession[] = [];

function newSession() {
  const clock = new FakeClock();
  const socket = new TimedSocket(clock);
  const session = new ChatSession(
    { socket, cipher: new CryptoJsCipher(DEFAULT_CHAT_CIPHER_KEY), clock },
    { url, token },
  );
  const frames: ServerFrame[] = [];
  session.onFrame((frame) => frames.push(frame));
  sessions.push(session);
  return { clock, socket, session, frames };
}

const dropSockets = () => h.api("/dev/faults", { body: { path: "*", dropSockets: true } });
const serverBack = () => h.api("/dev/faults", { method: "DELETE" });

afterEach(async () => {
  for (const session of sessions.splice(0)) session.closeManually();
  await serverBack();
});

async function authenticated(session: ChatSession): Promise<void> {
  await vi.waitFor(() => expect(session.state.value).toBe("authenticated"), IO);
}

/** A failed attempt ends with the next retry (or nothing, at the limit) on the clock. */
async function attemptFailed(session: ChatSession, clock: FakeClock): Promise<void> {
  await vi.waitFor(() => {
    expect(["reconnecting", "failed"]).toContain(session.state.value);
    expect(clock.pending() === 1 || session.state.value === "failed").toBe(true);
  }, IO);
}

describe("ChatSession + WsSocket + CryptoJsCipher against the local server", () => {
  it("authenticates and exchanges encrypted heartbeats on the 120 s beat", async () => {
    const { clock, session, frames } = newSession();
    session.start();
    await authenticated(session);
    expect(frames).toContainEqual({ type: "SRV_SUCCESS_AUTH" });

    for (const beat of [1, 2]) {
      clock.advance(HEARTBEAT_INTERVAL_MS);
      await vi.waitFor(() => expect(frames.filter((f) => f.type === "SRV_HEARTBEAT")).toHaveLength(beat), IO);
      // The reply cancelled the 3 s reply timeout: only the next heartbeat is waiting.
      expect(clock.pending()).toBe(1);
    }
    expect(session.state.value).toBe("authenticated");
  });

  it("after dropSockets retries every 5 000 ms, and fails after the 10th failed retry", async () => {
    const { clock, socket, session } = newSession();
    session.start();
    await authenticated(session);

    await dropSockets();
    await attemptFailed(session, clock);
    expect(session.state.value).toBe("reconnecting");

    for (let retry = 1; retry <= MAX_RETRIES; retry++) {
      // Nothing happens a millisecond early; the retry fires exactly on the 5 s mark.
      clock.advance(RETRY_DELAY_MS - 1);
      expect(session.attempts.value).toBe(retry - 1);
      clock.advance(1);
      expect(session.attempts.value).toBe(retry);
      expect(session.state.value).toBe("reconnecting");
      await attemptFailed(session, clock);
    }

    expect(session.state.value).toBe("failed");
    expect(clock.pending()).toBe(0);
    const retriesAt = socket.attemptsAt.slice(1);
    expect(retriesAt).toHaveLength(MAX_RETRIES);
    expect(retriesAt.slice(1).map((at, i) => at - (retriesAt[i] ?? 0))).toEqual(
      Array(MAX_RETRIES - 1).fill(RETRY_DELAY_MS),
    );

    // Given up means given up: no timer left, so even a minute later there is no 11th attempt.
    clock.advance(60_000);
    expect(socket.attemptsAt).toHaveLength(1 + MAX_RETRIES);
  });

  it("resumes when the server comes back before the limit: authenticated again, attempts reset", async () => {
    const { clock, socket, session, frames } = newSession();
    session.start();
    await authenticated(session);

    await dropSockets();
    await attemptFailed(session, clock);
    for (let retry = 1; retry <= 3; retry++) {
      clock.advance(RETRY_DELAY_MS);
      await attemptFailed(session, clock);
    }
    expect(session.attempts.value).toBe(3);

    await serverBack();
    clock.advance(RETRY_DELAY_MS);
    await authenticated(session);
    expect(session.attempts.value).toBe(0);
    expect(socket.attemptsAt).toHaveLength(1 + 4);
    expect(frames.filter((f) => f.type === "SRV_SUCCESS_AUTH")).toHaveLength(2);

    // The resumed line is a working one: heartbeats are answered again.
    clock.advance(HEARTBEAT_INTERVAL_MS);
    await vi.waitFor(() => expect(frames.some((f) => f.type === "SRV_HEARTBEAT")).toBe(true), IO);
  });

  it("a resumed session gets the full budget again when dropped a second time", async () => {
    const { clock, session } = newSession();
    session.start();
    await authenticated(session);
    await dropSockets();
    await attemptFailed(session, clock);
    clock.advance(RETRY_DELAY_MS);
    await attemptFailed(session, clock);
    await serverBack();
    clock.advance(RETRY_DELAY_MS);
    await authenticated(session);

    await dropSockets();
    await attemptFailed(session, clock);
    for (let retry = 1; retry < MAX_RETRIES; retry++) {
      clock.advance(RETRY_DELAY_MS);
      await attemptFailed(session, clock);
    }
    expect(session.state.value).toBe("reconnecting");
    expect(session.attempts.value).toBe(MAX_RETRIES - 1);
  });

  it("a manual close never reconnects", async () => {
    const { clock, socket, session } = newSession();
    session.start();
    await authenticated(session);
    session.closeManually();
    expect(session.state.value).toBe("closed");
    expect(clock.pending()).toBe(0);

    // Give the close handshake time to finish; its late close event must not schedule a retry.
    await new Promise((resolve) => setTimeout(resolve, 300));
    clock.advance(10 * RETRY_DELAY_MS);
    expect(session.state.value).toBe("closed");
    expect(socket.attemptsAt).toHaveLength(1);
  });

  it("a manual close while reconnecting cancels the pending retry", async () => {
    const { clock, socket, session } = newSession();
    session.start();
    await authenticated(session);
    await dropSockets();
    await attemptFailed(session, clock);
    session.closeManually();
    expect(clock.pending()).toBe(0);
    clock.advance(10 * RETRY_DELAY_MS);
    expect(socket.attemptsAt).toHaveLength(1);
    expect(session.state.value).toBe("closed");
  });
});
