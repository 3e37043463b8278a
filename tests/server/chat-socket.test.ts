import CryptoJS from "crypto-js";
import WebSocket from "ws";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerByEmail, startHarness, type Harness } from "./support/server-harness";

const KEY = "lumen-dev-chat-key";
const encrypt = (message: unknown, key = KEY): string =>
  CryptoJS.AES.encrypt(JSON.stringify(message), key).toString();
const decrypt = (frame: string): unknown =>
  JSON.parse(CryptoJS.AES.decrypt(frame, KEY).toString(CryptoJS.enc.Utf8));

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

function connect(url = h.server.url): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace("http", "ws")}/ws/echo`);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

function next(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    ws.once("message", (data) => resolve(decrypt(data.toString())));
    ws.once("close", (code) => reject(new Error(`closed ${code}`)));
  });
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once("close", (code) => resolve(code)));
}

describe("chat socket", () => {
  it("authenticates with a login token and answers encrypted heartbeats and echoes", async () => {
    const { token } = await registerByEmail(h, "chat@example.com", "chat_user");
    const ws = await connect();
    ws.send("garbage that does not decrypt");
    ws.send(encrypt({ type: "CLI_AUTH", token }, "some other key"));
    ws.send(encrypt({ type: "CLI_AUTH", token }));
    expect(await next(ws)).toEqual({ type: "SRV_SUCCESS_AUTH" });
    ws.send(encrypt({ type: "CLI_HEARTBEAT", time: 1 }));
    expect(await next(ws)).toEqual({ type: "SRV_HEARTBEAT", time: h.clock.now() });
    ws.send(encrypt({ type: "CLI_MESSAGE", text: "你好" }));
    expect(await next(ws)).toEqual({ type: "SRV_MESSAGE", text: "你好" });
    ws.close(1000, "close manually");
  });

  it("closes with 4001 for an invalid token", async () => {
    const ws = await connect();
    const code = closed(ws);
    ws.send(encrypt({ type: "CLI_AUTH", token: "Bearer forged" }));
    expect(await code).toBe(4001);
  });

  it("drops every socket and refuses new ones while dropSockets is on, then accepts again", async () => {
    const { token } = await registerByEmail(h, "drop@example.com", "drop_user");
    const ws = await connect();
    ws.send(encrypt({ type: "CLI_AUTH", token }));
    await next(ws);
    const code = closed(ws);
    await h.api("/dev/faults", { body: { path: "*", dropSockets: true } });
    expect(await code).toBe(1006);
    await expect(connect()).rejects.toThrow();
    await h.raw("/dev/faults", { method: "DELETE" });
    const again = await connect();
    again.send(encrypt({ type: "CLI_AUTH", token }));
    expect(await next(again)).toEqual({ type: "SRV_SUCCESS_AUTH" });
    again.send(encrypt({ type: "CLI_HEARTBEAT", time: 2 }));
    expect(await next(again)).toMatchObject({ type: "SRV_HEARTBEAT" });
    again.close();
  });

  it("refuses upgrades on other paths", async () => {
    const ws = new WebSocket(`${h.server.url.replace("http", "ws")}/ws/other`);
    await expect(
      new Promise((resolve, reject) => {
        ws.once("open", resolve);
        ws.once("error", reject);
      }),
    ).rejects.toThrow();
  });
});
