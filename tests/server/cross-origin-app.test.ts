import WebSocket from "ws";
import { afterEach, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./support/server-harness";

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const APP = "https://app.example";

function handshake(url: string, origin: string): Promise<number | "open"> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace("http", "ws")}/ws/echo`, { origin });
    ws.on("open", () => {
      ws.close();
      resolve("open");
    });
    ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.on("error", () => {});
  });
}

describe("the API for an app on another origin (--app-origins)", () => {
  it("answers the app's preflight and echoes only its origin, never *", async () => {
    h = await startHarness({ appOrigins: [APP] });
    const preflight = await h.raw("/sso/loginByEmail", {
      method: "OPTIONS",
      headers: {
        Origin: APP,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-device",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(APP);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type,x-device");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();

    const other = await h.raw("/sso/countries", { headers: { Origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("lets the app change state across origins while another site and the dev endpoints stay refused", async () => {
    h = await startHarness({ appOrigins: [APP] });
    const send = (origin: string) =>
      h!.api("/sso/genEmailAuthCode?email=a%40b.example&forRegister=true&purpose=register", {
        headers: { Origin: origin, "Sec-Fetch-Site": "cross-site" },
      });
    const post = (origin: string) =>
      h!.api("/sso/loginByEmail", {
        body: { email: "a@b.example", password: "x" },
        headers: { Origin: origin, "Sec-Fetch-Site": "cross-site" },
      });
    expect((await post(APP)).code).not.toBe(403);
    expect((await post("https://evil.example")).code).toBe(403);
    expect((await send(APP)).code).toBe(200);
    const outbox = await h.raw("/dev/outbox", { headers: { Origin: APP, "Sec-Fetch-Site": "cross-site" } });
    expect(outbox.status).toBe(403);
  });

  it("opens the chat socket for the app's origin only", async () => {
    h = await startHarness({ appOrigins: [APP] });
    expect(await handshake(h.server.url, APP)).toBe("open");
    expect(await handshake(h.server.url, "https://evil.example")).toBe(403);
  });

  it("is off by default: no CORS answer and a cross-site change is refused", async () => {
    h = await startHarness();
    const preflight = await h.raw("/sso/loginByEmail", {
      method: "OPTIONS",
      headers: { Origin: APP, "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(await handshake(h.server.url, APP)).toBe(403);
  });
});
