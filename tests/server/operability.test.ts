// The server as an operator runs it: health and readiness, one access line per request carrying
// the response's request id, the proxy's failures logged with their cause, forwarded headers only
// from a trusted proxy, dev endpoints switchable, byte ranges and If-Modified-Since.
import { writeFileSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { RunningHost } from "../../server/host/host-server";
import type { AccessEntry, ServerLog } from "../../server/host/server-log";
import { startServer } from "../../server/start-server";
import { emptyDir } from "./support/server-harness";

const open: RunningHost[] = [];
afterEach(async () => {
  for (const server of open.splice(0)) await server.close();
});

function recordingLog(): ServerLog & { entries: AccessEntry[] } {
  const entries: AccessEntry[] = [];
  return { info: () => {}, warn: () => {}, access: (entry) => entries.push(entry), entries };
}

async function local(options: Parameters<typeof startServer>[0] = {}): Promise<RunningHost> {
  const server = await startServer({ port: 0, staticDir: emptyDir(), log: recordingLog(), ...options });
  open.push(server);
  return server;
}

/** A port with nothing listening: bind, read the port, close. */
async function deadPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits until the access log has `count` entries (the line is written when the response closes). */
async function entriesOf(log: { entries: AccessEntry[] }, count: number): Promise<AccessEntry[]> {
  for (let i = 0; i < 100 && log.entries.length < count; i += 1) await new Promise((r) => setTimeout(r, 20));
  return log.entries;
}

describe("/healthz and /readyz", () => {
  it("say alive and ready in local mode, as JSON", async () => {
    const server = await local();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("content-type")).toMatch(/application\/json/);
    expect(await health.json()).toEqual({ status: "alive" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", checks: { localApi: { ok: true } } });
  });

  it("say ready in proxy mode only while the backend accepts connections", async () => {
    const backend = http.createServer((_req, res) => res.end("{}"));
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
    const { port } = backend.address() as AddressInfo;
    const up = await local({ apiTarget: `http://127.0.0.1:${port}` });
    const seen: string[] = [];
    backend.on("request", (req: http.IncomingMessage) => seen.push(req.url ?? ""));
    const ready = await fetch(`${up.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", checks: { upstream: { ok: true } } });
    expect(seen).toEqual([]); // a connection, never a request to the backend's paths
    backend.closeAllConnections();
    await new Promise((resolve) => backend.close(resolve));

    const down = await local({ apiTarget: `http://127.0.0.1:${await deadPort()}` });
    const notReady = await fetch(`${down.url}/readyz`);
    expect(notReady.status).toBe(503);
    const body: { status: string; checks: { upstream: { ok: boolean; detail: string } } } =
      await notReady.json();
    expect(body.status).toBe("not ready");
    expect(body.checks.upstream).toMatchObject({
      ok: false,
      detail: expect.stringContaining("ECONNREFUSED"),
    });
    expect((await fetch(`${down.url}/healthz`)).status).toBe(200);
  });
});

describe("access log and request ids", () => {
  it("writes one line per request with the id the response carries, and no query values", async () => {
    const log = recordingLog();
    const server = await local({ log });
    const first = await fetch(
      `${server.url}/api/sso/genEmailAuthCode?email=secret@example.com&forRegister=true&version=2`,
    );
    await first.arrayBuffer();
    const second = await fetch(`${server.url}/healthz`);
    await second.arrayBuffer();
    const entries = await entriesOf(log, 2);
    expect(entries).toHaveLength(2);
    const id = first.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).not.toBe(id);
    expect(entries[0]).toMatchObject({
      method: "GET",
      path: "/api/sso/genEmailAuthCode?email&forRegister&version",
      status: 200,
      requestId: id,
      client: "127.0.0.1",
    });
    expect(JSON.stringify(entries)).not.toContain("secret@example.com");
    expect(entries[1]).toMatchObject({ path: "/healthz", requestId: second.headers.get("x-request-id") });
  });

  it("ignores a client's X-Request-Id unless the peer is a trusted proxy", async () => {
    const untrusting = await local();
    const ignored = await fetch(`${untrusting.url}/healthz`, { headers: { "X-Request-Id": "planted-1" } });
    expect(ignored.headers.get("x-request-id")).not.toBe("planted-1");
    const trusting = await local({ trustProxy: true });
    const kept = await fetch(`${trusting.url}/healthz`, { headers: { "X-Request-Id": "lb-abc-123" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-abc-123");
  });

  it("logs a proxied 502 with its cause and forwards the request id upstream", async () => {
    const log = recordingLog();
    const server = await local({ log, apiTarget: `http://127.0.0.1:${await deadPort()}` });
    const response = await fetch(`${server.url}/api/sso/getCountryList`);
    expect(response.status).toBe(502);
    const [entry] = await entriesOf(log, 1);
    expect(entry).toMatchObject({
      status: 502,
      requestId: response.headers.get("x-request-id"),
      upstream: { cause: "ECONNREFUSED" },
    });

    const seen: IncomingHttpHeaders[] = [];
    const backend = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { "X-Request-Id": "backend-own" }).end("{}");
    });
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
    const { port } = backend.address() as AddressInfo;
    const proxyLog = recordingLog();
    const proxy = await local({ log: proxyLog, apiTarget: `http://127.0.0.1:${port}` });
    const ok = await fetch(`${proxy.url}/api/sso/getCountryList`, { headers: { "X-Request-Id": "planted" } });
    const id = ok.headers.get("x-request-id");
    expect(id).not.toBe("planted");
    expect(seen[0]?.["x-request-id"]).toBe(id);
    expect((await entriesOf(proxyLog, 1))[0]).toMatchObject({ status: 200, upstream: { status: 200 } });
    backend.closeAllConnections();
    await new Promise((resolve) => backend.close(resolve));
  });
});

describe("--trust-proxy", () => {
  /** Sends sign-up code requests for fresh addresses from one spoofed client each until refused. */
  async function codesUntilLimited(url: string, spoof: (i: number) => string): Promise<number> {
    for (let i = 0; i < 15; i += 1) {
      const response = await fetch(
        `${url}/api/sso/genEmailAuthCode?email=r${i}@example.com&forRegister=true&version=2`,
        {
          headers: { "X-Forwarded-For": spoof(i), "Accept-Language": "en-US" },
        },
      );
      const body: { code: number } = await response.json();
      if (body.code !== 200) return i;
    }
    return 15;
  }

  it("off: a spoofed X-Forwarded-For does not escape the per-client rate limit", async () => {
    const server = await local();
    expect(await codesUntilLimited(server.url, (i) => `10.0.0.${i}`)).toBeLessThan(15);
  });

  it("on: each forwarded client has its own limit, and the proxy forwards the chain", async () => {
    const server = await local({ trustProxy: true });
    expect(await codesUntilLimited(server.url, (i) => `10.0.0.${i}`)).toBe(15);

    const seen: IncomingHttpHeaders[] = [];
    const backend = http.createServer((req, res) => {
      seen.push(req.headers);
      res.end("{}");
    });
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
    const { port } = backend.address() as AddressInfo;
    const headers = {
      "X-Forwarded-For": "203.0.113.9",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "app.example",
    };
    const trusting = await local({ trustProxy: true, apiTarget: `http://127.0.0.1:${port}` });
    await (await fetch(`${trusting.url}/api/x`, { headers })).arrayBuffer();
    expect(seen[0]).toMatchObject({
      "x-forwarded-for": "203.0.113.9, 127.0.0.1",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "app.example",
      forwarded: "for=203.0.113.9;proto=https",
    });
    const untrusting = await local({ apiTarget: `http://127.0.0.1:${port}` });
    await (await fetch(`${untrusting.url}/api/x`, { headers })).arrayBuffer();
    expect(seen[1]).toMatchObject({ "x-forwarded-for": "127.0.0.1", "x-forwarded-proto": "http" });
    expect(seen[1]?.["x-forwarded-host"]).toBeUndefined();
    backend.closeAllConnections();
    await new Promise((resolve) => backend.close(resolve));
  });
});

describe("dev endpoints", () => {
  it("are refused when switched off, and on by default on loopback", async () => {
    const off = await local({ devApi: false });
    const refused = await fetch(`${off.url}/api/dev/outbox`);
    expect(refused.status).toBe(404);
    expect((await fetch(`${off.url}/api/sso/getCountryList`)).status).toBe(200);
    const on = await local();
    expect((await fetch(`${on.url}/api/dev/outbox`)).status).toBe(200);
  });
});

describe("downloads", () => {
  it("answer a Range request with 206 and the bytes asked for, and honour If-Modified-Since", async () => {
    const dir = emptyDir();
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    writeFileSync(path.join(dir, "lumen.apk"), bytes);
    const server = await local({ staticDir: dir });
    const partial = await fetch(`${server.url}/lumen.apk`, { headers: { Range: "bytes=100-199" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await fetch(`${server.url}/lumen.apk`, { headers: { Range: "bytes=-10" } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(990));
    const beyond = await fetch(`${server.url}/lumen.apk`, { headers: { Range: "bytes=5000-" } });
    expect(beyond.status).toBe(416);
    const whole = await fetch(`${server.url}/lumen.apk`);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const lastModified = whole.headers.get("last-modified")!;
    await whole.arrayBuffer();
    const same = await fetch(`${server.url}/lumen.apk`, { headers: { "If-Modified-Since": lastModified } });
    expect(same.status).toBe(304);
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await fetch(`${server.url}/lumen.apk`, { headers: { "If-Modified-Since": older } })).status).toBe(
      200,
    );
  });
});
