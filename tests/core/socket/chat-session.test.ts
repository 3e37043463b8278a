import { describe, expect, it } from "vitest";
import { ChatSession } from "../../../core/socket/chat-session";
import type { ServerFrame } from "../../../core/socket/socket-frame.schema";
import { FakeCipher } from "../../support/fake-cipher";
import { FakeClock } from "../../support/fake-clock";
import { FakeSocket, type FakeConnection } from "../../support/fake-socket";

const cipher = new FakeCipher();
const serverSays = (connection: FakeConnection, frame: object) =>
  connection.serverSends(cipher.encrypt(JSON.stringify(frame)));
const sentFrames = (connection: FakeConnection) =>
  connection.sent.map((text) => JSON.parse(cipher.decrypt(text) ?? "null"));

const setup = () => {
  const clock = new FakeClock();
  const socket = new FakeSocket();
  const session = new ChatSession(
    { socket, cipher, clock },
    { url: "ws://localhost/ws/echo", token: "Bearer abc" },
  );
  return { clock, socket, session };
};

const authenticate = (connection: FakeConnection) => {
  connection.serverOpens();
  serverSays(connection, { type: "SRV_SUCCESS_AUTH" });
};

describe("ChatSession", () => {
  it("connects on start and sends the encrypted auth frame once open", () => {
    const { socket, session } = setup();
    session.start();
    expect(session.state.value).toBe("connecting");
    expect(socket.latest().url).toBe("ws://localhost/ws/echo");
    socket.latest().serverOpens();
    expect(session.state.value).toBe("open");
    expect(socket.latest().sent[0]).not.toContain("CLI_AUTH");
    expect(sentFrames(socket.latest())).toEqual([{ type: "CLI_AUTH", token: "Bearer abc" }]);
  });

  it("is authenticated after SRV_SUCCESS_AUTH and hands frames to listeners", () => {
    const { socket, session } = setup();
    const frames: ServerFrame[] = [];
    session.onFrame((frame) => frames.push(frame));
    session.start();
    authenticate(socket.latest());
    serverSays(socket.latest(), { type: "SRV_MESSAGE", text: "hello" });
    expect(session.state.value).toBe("authenticated");
    expect(frames).toEqual([{ type: "SRV_SUCCESS_AUTH" }, { type: "SRV_MESSAGE", text: "hello" }]);
  });

  it("sends chat messages only once authenticated", () => {
    const { socket, session } = setup();
    session.start();
    expect(session.send("too early")).toBe(false);
    authenticate(socket.latest());
    expect(session.send("hi")).toBe(true);
    expect(sentFrames(socket.latest()).at(-1)).toEqual({ type: "CLI_MESSAGE", text: "hi" });
  });

  it("ignores frames that fail decryption or decoding, and a throwing listener", () => {
    const { socket, session } = setup();
    const frames: ServerFrame[] = [];
    session.onFrame(() => {
      throw new Error("listener bug");
    });
    session.onFrame((frame) => frames.push(frame));
    session.start();
    socket.latest().serverOpens();
    socket.latest().serverSends("not encrypted");
    serverSays(socket.latest(), { type: "SRV_UNKNOWN" });
    socket.latest().serverSends(cipher.encrypt("{broken json"));
    expect(session.state.value).toBe("open");
    serverSays(socket.latest(), { type: "SRV_SUCCESS_AUTH" });
    expect(frames).toEqual([{ type: "SRV_SUCCESS_AUTH" }]);
  });

  it("sends a heartbeat every 120 s and stays up while the server answers", () => {
    const { clock, socket, session } = setup();
    session.start();
    authenticate(socket.latest());
    clock.advance(119_999);
    expect(sentFrames(socket.latest())).toHaveLength(1);
    clock.advance(1);
    expect(sentFrames(socket.latest()).at(-1)).toEqual({ type: "CLI_HEARTBEAT", time: clock.now() });
    clock.advance(2_000);
    serverSays(socket.latest(), { type: "SRV_HEARTBEAT", time: clock.now() });
    clock.advance(118_000);
    expect(sentFrames(socket.latest()).filter((frame) => frame.type === "CLI_HEARTBEAT")).toHaveLength(2);
    serverSays(socket.latest(), { type: "SRV_HEARTBEAT" });
    clock.advance(10_000);
    expect(session.state.value).toBe("authenticated");
    expect(socket.connections).toHaveLength(1);
  });

  it("closes and reconnects when no heartbeat reply arrives within 3 s", () => {
    const { clock, socket, session } = setup();
    session.start();
    authenticate(socket.latest());
    const first = socket.latest();
    clock.advance(120_000 + 2_999);
    expect(first.closed).toBeNull();
    clock.advance(1);
    expect(first.closed).toEqual({ code: 4000, reason: "heartbeat timeout" });
    expect(session.state.value).toBe("reconnecting");
    clock.advance(5_000);
    expect(socket.connections).toHaveLength(2);
    expect(session.attempts.value).toBe(1);
    // The dead connection's late close must not schedule a second retry.
    first.serverCloses(4000, "heartbeat timeout");
    clock.advance(5_000);
    expect(socket.connections).toHaveLength(2);
  });

  it("retries every 5 s after an unexpected close, 10 times, then fails", () => {
    const { clock, socket, session } = setup();
    session.start();
    authenticate(socket.latest());
    socket.latest().serverCloses(1006, "");
    for (let retry = 1; retry <= 10; retry += 1) {
      expect(session.state.value).toBe("reconnecting");
      clock.advance(4_999);
      expect(socket.connections).toHaveLength(retry);
      clock.advance(1);
      expect(socket.connections).toHaveLength(retry + 1);
      expect(session.attempts.value).toBe(retry);
      socket.latest().serverCloses(1006, "");
    }
    expect(session.state.value).toBe("failed");
    clock.advance(60_000);
    expect(socket.connections).toHaveLength(11);
    expect(clock.pending()).toBe(0);
  });

  it("resets the retry count after a successful reconnect", () => {
    const { clock, socket, session } = setup();
    session.start();
    authenticate(socket.latest());
    for (let retry = 0; retry < 9; retry += 1) {
      socket.latest().serverCloses(1006, "");
      clock.advance(5_000);
    }
    expect(session.attempts.value).toBe(9);
    authenticate(socket.latest());
    expect(session.attempts.value).toBe(0);
    expect(session.state.value).toBe("authenticated");
    for (let retry = 0; retry < 10; retry += 1) {
      socket.latest().serverCloses(1006, "");
      clock.advance(5_000);
    }
    expect(session.state.value).toBe("reconnecting");
    socket.latest().serverCloses(1006, "");
    expect(session.state.value).toBe("failed");
  });

  it("does not reset the count for a connection that opens but is never authenticated", () => {
    const { clock, socket, session } = setup();
    session.start();
    socket.latest().serverOpens();
    socket.latest().serverCloses(1011, "");
    clock.advance(5_000);
    socket.latest().serverOpens();
    socket.latest().serverCloses(1011, "");
    clock.advance(5_000);
    expect(session.attempts.value).toBe(2);
  });

  it("never retries after a manual close", () => {
    const { clock, socket, session } = setup();
    session.start();
    authenticate(socket.latest());
    session.closeManually();
    expect(socket.latest().closed).toEqual({ code: 1000, reason: "close manually" });
    expect(session.state.value).toBe("closed");
    socket.latest().serverCloses(1000, "close manually");
    clock.advance(600_000);
    expect(socket.connections).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it("treats a close reported as 1000 close manually as final, whoever sent it", () => {
    const { clock, socket, session } = setup();
    session.start();
    authenticate(socket.latest());
    socket.latest().serverCloses(1000, "close manually");
    clock.advance(60_000);
    expect(session.state.value).toBe("closed");
    expect(socket.connections).toHaveLength(1);
  });

  it("cancels a pending retry when closed manually while reconnecting", () => {
    const { clock, socket, session } = setup();
    session.start();
    socket.latest().serverCloses(1006, "");
    session.closeManually();
    clock.advance(60_000);
    expect(socket.connections).toHaveLength(1);
    expect(session.state.value).toBe("closed");
  });

  it("can start again after failing, with a fresh retry budget", () => {
    const { clock, socket, session } = setup();
    session.start();
    for (let retry = 0; retry <= 10; retry += 1) {
      socket.latest().serverCloses(1006, "");
      clock.advance(5_000);
    }
    expect(session.state.value).toBe("failed");
    session.start();
    expect(session.state.value).toBe("connecting");
    expect(session.attempts.value).toBe(0);
    expect(socket.connections).toHaveLength(12);
  });
});
