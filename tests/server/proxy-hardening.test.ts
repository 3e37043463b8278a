import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningHost } from "../../server/host/host-server";
import { startServer } from "../../server/start-server";
import { emptyDir } from "./support/server-harness";

/** A backend that records what it was sent; /slow never answers. */
let seen: IncomingHttpHeaders[] = [];
let backend: http.Server;
let front: RunningHost;

beforeAll(async () => {
  backend = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.url?.startsWith("/api/slow")) return;
    res.writeHead(200, { "Content-Type": "application/json" }).end('{"code":200,"message":"ok","data":null}');
  });
  await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
  const { port } = backend.address() as AddressInfo;
  front = await startServer({
    port: 0,
    staticDir: emptyDir(),
    apiTarget: `http://127.0.0.1:${port}`,
    upstreamTimeoutMs: 300,
    publicOrigin: "https://qa.example.com",
    log: { info: () => {}, warn: () => {} },
  });
});
afterAll(async () => {
  await front.close();
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
});

describe("proxy mode hardening", () => {
  it("replaces client-supplied forwarding headers and drops hop-by-hop ones", async () => {
    seen = [];
    const response = await fetch(`${front.url}/api/sso/registration/type`, {
      headers: {
        "X-Forwarded-For": "6.6.6.6",
        "X-Forwarded-Host": "evil.example",
        Forwarded: "for=6.6.6.6;host=evil.example",
        "X-Real-IP": "6.6.6.6",
        "Proxy-Connection": "keep-alive",
        "X-Custom": "kept",
      },
    });
    expect(response.status).toBe(200);
    const headers = seen[0] ?? {};
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(headers.forwarded).toBe("for=127.0.0.1;proto=http");
    expect(headers["x-forwarded-host"]).toBe("qa.example.com");
    expect(headers["x-real-ip"]).toBeUndefined();
    expect(headers["proxy-connection"]).toBeUndefined();
    expect(headers["x-custom"]).toBe("kept");
  });

  it("answers a silent backend with a translated 504 envelope after the timeout", async () => {
    const started = Date.now();
    const response = await fetch(`${front.url}/api/slow`, { headers: { "Accept-Language": "en-US" } });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      code: 504,
      message: "The server took too long to answer. Please try again later.",
      data: null,
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("keeps the dev endpoints off", async () => {
    expect((await fetch(`${front.url}/api/dev/outbox`)).status).toBe(404);
  });
});

describe("build internals", () => {
  it("are not served: /.vite/manifest.json is a 404", async () => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    const dir = emptyDir();
    fs.mkdirSync(path.join(dir, ".vite"));
    fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>x</title>");
    const server = await startServer({ port: 0, staticDir: dir, log: { info: () => {}, warn: () => {} } });
    try {
      expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404);
      expect((await fetch(`${server.url}/%2Evite/manifest.json`)).status).toBe(404);
      expect((await fetch(`${server.url}/index.html`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
