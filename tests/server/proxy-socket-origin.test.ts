/**
 * The chat socket through the bundled proxy (`--api-target`) to a backend that checks Origin
 * (ADR-0467): the proxy checks the browser's Origin itself and shows the backend the backend's own,
 * so a page on the proxy's public origin gets its socket; a refused socket is logged with its reason
 * by the server that refused it, and by the proxy when the backend refused.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningHost } from "../../server/host/host-server";
import { startServer } from "../../server/start-server";
import { emptyDir, startHarness, type Harness } from "./support/server-harness";

const PUBLIC_ORIGIN = "http://app.example:8443";

function open(url: string, origin: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace("http", "ws")}/ws/echo`, { origin });
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

const quietInfo = (): void => undefined;

describe("the chat socket behind the bundled proxy", () => {
  let backend: Harness;
  let front: RunningHost;
  const warnings: string[] = [];

  beforeAll(async () => {
    backend = await startHarness();
    front = await startServer({
      port: 0,
      staticDir: emptyDir(),
      apiTarget: backend.server.url,
      publicOrigin: PUBLIC_ORIGIN,
      log: { info: quietInfo, warn: (line) => warnings.push(line) },
    });
  });
  afterAll(async () => {
    await front.close();
    await backend.close();
  });

  it("opens for a page on the proxy's public origin, which the backend itself would refuse", async () => {
    await expect(open(backend.server.url, PUBLIC_ORIGIN)).rejects.toThrow(/403/);
    const ws = await open(front.url, PUBLIC_ORIGIN);
    ws.close();
  });

  it("is refused for another site's page, and the proxy logs why", async () => {
    await expect(open(front.url, "http://evil.example")).rejects.toThrow(/403/);
    expect(warnings.join("\n")).toMatch(/chat socket refused: 403, Origin .*Origin http:\/\/evil\.example/);
  });
});

describe("a backend that refuses the upgrade", () => {
  it("is logged by the proxy with the backend's answer", async () => {
    const refusing = http.createServer((_req, res) => res.writeHead(404).end());
    refusing.on("upgrade", (_req, socket) =>
      socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n"),
    );
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const { port } = refusing.address() as AddressInfo;
    const warnings: string[] = [];
    const front = await startServer({
      port: 0,
      staticDir: emptyDir(),
      apiTarget: `http://127.0.0.1:${port}`,
      log: { info: quietInfo, warn: (line) => warnings.push(line) },
    });
    try {
      await expect(open(front.url, front.url)).rejects.toThrow(/403/);
      await expect
        .poll(() => warnings.join("\n"))
        .toMatch(/chat socket refused: the backend answered HTTP 403/);
    } finally {
      await front.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
