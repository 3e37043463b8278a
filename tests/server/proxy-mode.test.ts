import CryptoJS from "crypto-js";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningHost } from "../../server/host/host-server";
import { startServer } from "../../server/start-server";
import { emptyDir, registerByEmail, startHarness, type Harness } from "./support/server-harness";

let backend: Harness;
let front: RunningHost;

beforeAll(async () => {
  backend = await startHarness();
  front = await startServer({
    port: 0,
    staticDir: emptyDir(),
    apiTarget: backend.server.url,
    log: { info: () => {}, warn: () => {} },
  });
});
afterAll(async () => {
  await front.close();
  await backend.close();
});

describe("proxy mode", () => {
  it("forwards /api calls to the target and keeps its origin out of connect-src (the page calls /api)", async () => {
    await fetch(`${front.url}/api/sso/genEmailAuthCode?email=p@example.com&forRegister=true&version=2`);
    expect(await backend.code("p@example.com")).toMatch(/^\d{6}$/);
    const response = await fetch(`${front.url}/api/sso/getCountryList`, {
      headers: { "Accept-Language": "en-US" },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).code).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("connect-src 'self';");
  });

  it("passes the target's error envelopes through and turns off /api/dev locally", async () => {
    const unknown = await fetch(`${front.url}/api/sso/nothing`);
    expect(unknown.status).toBe(404);
    const dev = await fetch(`${front.url}/api/dev/outbox`);
    expect(dev.status).toBe(404);
    expect(await dev.json()).toMatchObject({ code: 404 });
  });

  it("tunnels the chat socket to the target", async () => {
    const { token } = await registerByEmail(backend, "sock@example.com", "sock_user");
    const ws = new WebSocket(`${front.url.replace("http", "ws")}/ws/echo`);
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const reply = new Promise<unknown>((resolve) =>
      ws.once("message", (data) =>
        resolve(
          JSON.parse(CryptoJS.AES.decrypt(data.toString(), "lumen-dev-chat-key").toString(CryptoJS.enc.Utf8)),
        ),
      ),
    );
    ws.send(
      CryptoJS.AES.encrypt(JSON.stringify({ type: "CLI_AUTH", token }), "lumen-dev-chat-key").toString(),
    );
    expect(await reply).toEqual({ type: "SRV_SUCCESS_AUTH" });
    ws.close();
  });

  it("answers 502 with an envelope when the target is down", async () => {
    const orphan = await startServer({
      port: 0,
      staticDir: emptyDir(),
      apiTarget: "http://127.0.0.1:9",
      log: { info: () => {}, warn: () => {} },
    });
    try {
      const response = await fetch(`${orphan.url}/api/sso/getCountryList`);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: 502 });
    } finally {
      await orphan.close();
    }
  });
});

describe("proxy request line", () => {
  it("keeps the target's host even for a request line like //other.host/api/...", async () => {
    const { request } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port: front.port, path: "//127.0.0.1:9/api/sso/registration/type" },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(200);
  });
});
