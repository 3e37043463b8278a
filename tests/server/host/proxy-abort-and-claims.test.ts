import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningHost } from "../../../server/host/host-server";
import { startServer } from "../../../server/start-server";
import { emptyDir, startHarness } from "../support/server-harness";

/** A backend that records headers, counts open connections, and never answers /api/hang. */
let seen: IncomingHttpHeaders[] = [];
const open = new Set<Socket>();
let backend: http.Server;
let front: RunningHost;

beforeAll(async () => {
  backend = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.url?.startsWith("/api/hang")) return;
    res.writeHead(200, { "Content-Type": "application/json" }).end('{"code":200,"message":"ok","data":null}');
  });
  backend.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
  });
  await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
  const { port } = backend.address() as AddressInfo;
  front = await startServer({
    port: 0,
    staticDir: emptyDir(),
    apiTarget: `http://127.0.0.1:${port}`,
    upstreamTimeoutMs: 60_000,
    log: { info: () => {}, warn: () => {} },
  });
});
afterAll(async () => {
  await front.close();
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
});

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe("proxy mode against hostile clients", () => {
  it("closes the upstream request when the client aborts its own", async () => {
    const before = seen.length;
    const aborts = Array.from({ length: 20 }, () => new AbortController());
    const calls = aborts.map((controller) =>
      fetch(`${front.url}/api/hang`, { signal: controller.signal }).catch(() => "aborted"),
    );
    // Every request has reached the backend before the client gives up.
    expect(await until(() => seen.length - before >= 20, 10_000)).toBe(true);
    expect(open.size).toBeGreaterThanOrEqual(20);
    for (const controller of aborts) controller.abort();
    expect(await Promise.all(calls)).toEqual(Array(20).fill("aborted"));
    expect(await until(() => open.size === 0, 5_000)).toBe(true);
  });

  it("drops CDN, rewrite and method-override headers the client made up", async () => {
    seen = [];
    const response = await fetch(`${front.url}/api/sso/registration/type`, {
      headers: {
        "CF-Connecting-IP": "6.6.6.6",
        "X-Original-URL": "/api/admin",
        "X-Rewrite-URL": "/api/admin",
        "True-Client-IP": "6.6.6.6",
        "X-Cluster-Client-IP": "6.6.6.6",
        "X-HTTP-Method-Override": "DELETE",
        "X-Custom": "kept",
      },
    });
    expect(response.status).toBe(200);
    const headers = seen[0] ?? {};
    for (const name of [
      "cf-connecting-ip",
      "x-original-url",
      "x-rewrite-url",
      "true-client-ip",
      "x-cluster-client-ip",
      "x-http-method-override",
    ])
      expect(headers[name], name).toBeUndefined();
    expect(headers["x-custom"]).toBe("kept");
  });
});

describe("fault rules with an informational status", () => {
  it.each([100, 101, 102, 103])("answer a call faked as %s instead of hanging", async (status) => {
    const h = await startHarness();
    try {
      await h.api("/dev/faults", { body: { path: "/sso/registration/type", status } });
      const response = await h.raw("/sso/registration/type", { signal: AbortSignal.timeout(5_000) });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: status });
    } finally {
      await h.close();
    }
  });
});
