import WebSocket from "ws";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLOSE_AUTH_TIMEOUT } from "../../server/simulator/socket/chat-socket";
import { startHarness, type Harness } from "./support/server-harness";

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ socketAuthGraceMs: 300 });
});
afterEach(() => h.close());

function open(origin?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${h.server.url.replace("http", "ws")}/ws/echo`, origin ? { origin } : {});
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

describe("chat socket", () => {
  it("refuses a handshake from another site's page", async () => {
    await expect(open("http://evil.example")).rejects.toThrow(/403/);
    await expect(open(`http://127.0.0.1:${h.server.port + 1}`)).rejects.toThrow(/403/);
  });

  it("accepts its own origin and non-browser clients, and closes them when they never authenticate", async () => {
    const own = await open(h.server.url);
    const cli = await open();
    const codes = await Promise.all(
      [own, cli].map((ws) => new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)))),
    );
    expect(codes).toEqual([CLOSE_AUTH_TIMEOUT, CLOSE_AUTH_TIMEOUT]);
  });
});

describe("fault endpoint", () => {
  const post = (body: unknown) => h.api("/dev/faults", { body });

  it.each([99, 1000, -1, 1.5, 600])("refuses status %s and says why", async (status) => {
    const refused = await post({ path: "*", status });
    expect(refused.code).toBe(400);
    expect(String(Object(refused.data).detail)).toMatch(/status/);
  });

  it.each([-1, 1.5, 2 ** 31, 60_001])("refuses delay %s", async (delayMs) => {
    const refused = await post({ path: "*", delayMs });
    expect(refused.code).toBe(400);
    expect(String(Object(refused.data).detail)).toMatch(/delayMs/);
  });

  it("caps the number of rules and accepts the edges of each range", async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ path: `/x/${i}`, status: 500 }));
    expect((await post(many)).code).toBe(400);
    expect((await post(many.slice(0, 100))).code).toBe(200);
    const more = await post({ path: "/y", status: 500 });
    expect(more.code).toBe(400);
    expect(Object(more.data).detail).toBe("at most 100 fault rules at once");
    await h.api("/dev/faults", { method: "DELETE" });
    expect(
      (
        await post([
          { path: "/a", status: 100 },
          { path: "/b", status: 599, delayMs: 60_000 },
        ])
      ).code,
    ).toBe(200);
    expect((await h.api("/dev/faults")).data).toHaveLength(2);
  });
});
