import { describe, expect, it } from "vitest";
import { chatSessionOpener } from "../../../web/chat/chat-session-opener";
import { FakeCipher } from "../../support/fake-cipher";
import { FakeClock } from "../../support/fake-clock";
import { FakeSocket } from "../../support/fake-socket";

describe("chatSessionOpener", () => {
  it("builds an unstarted session that authenticates with the token once started", async () => {
    const socket = new FakeSocket();
    const cipher = new FakeCipher();
    let cipherLoads = 0;
    const open = chatSessionOpener({
      deps: async () => {
        cipherLoads += 1;
        return { socket, cipher, clock: new FakeClock() };
      },
      url: async () => "ws://127.0.0.1:1/ws/echo",
    });
    expect(cipherLoads).toBe(0);
    const session = await open("Bearer t");
    expect(socket.connections).toHaveLength(0);
    session.start();
    const connection = socket.latest();
    expect(connection.url).toBe("ws://127.0.0.1:1/ws/echo");
    connection.serverOpens();
    expect(connection.sent.map((frame) => cipher.decrypt(frame))).toEqual([
      JSON.stringify({ type: "CLI_AUTH", token: "Bearer t" }),
    ]);
    connection.serverSends(cipher.encrypt(JSON.stringify({ type: "SRV_SUCCESS_AUTH" })));
    expect(session.state.value).toBe("authenticated");
    session.closeManually();
    expect(connection.closed).toEqual({ code: 1000, reason: "close manually" });
  });
});
