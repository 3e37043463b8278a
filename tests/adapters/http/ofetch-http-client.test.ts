import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createServer } from "node:net";
import * as Schema from "effect/Schema";
import { createFieldCodec, type FieldEncoding } from "../../../adapters/http/field-codec";
import { OfetchHttpClient, type HttpClientOptions } from "../../../adapters/http/ofetch-http-client";
import { decodeHeaderValue } from "../../../core/contract/header-value";
import { staticRequestContext, type RequestContext } from "../../../adapters/http/request-context";
import { SystemClock } from "../../../adapters/time/system-clock";
import { CodeSent } from "../../../core/sso/sso.schema";
import { json, startRecordingServer, type RecordingServer } from "./recording-server";

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle((_req, res) => json(res, 200, { code: 200, message: "ok", data: null }));
});

const fixedClock = { now: () => 1_700_000_000_000, setTimeout: () => 0, clearTimeout: () => undefined };

function client(overrides: Partial<HttpClientOptions> & { encoding?: FieldEncoding } = {}): OfetchHttpClient {
  return new OfetchHttpClient({
    baseURL: server.baseURL,
    context: staticRequestContext({ language: "en-US", visitId: "visitor-1" }),
    codec: createFieldCodec(overrides.encoding ?? "base64"),
    clock: fixedClock,
    device: "web",
    ...overrides,
  });
}

const lastRequest = () => {
  const request = server.requests.at(-1);
  if (!request) throw new Error("no request reached the server");
  return request;
};

describe("OfetchHttpClient headers", () => {
  it("sends language, visit id, field encoding and device info on every request", async () => {
    await client().call({ method: "GET", path: "/sso/getCountryList" }, Schema.Unknown);
    const { headers, url } = lastRequest();
    expect(url.pathname).toBe("/api/sso/getCountryList");
    expect(headers["accept-language"]).toBe("en-US");
    expect(headers["x-hc-uid"]).toBe("visitor-1");
    expect(headers["x-field-encoding"]).toBe("base64");
    expect(headers["x-device-time"]).toBe("1700000000000");
    expect(headers["x-device"]).toBe("web");
  });

  it("sends x-group-link and X-Market-Code only when the context has them", async () => {
    await client().call({ method: "GET", path: "/a" }, Schema.Unknown);
    expect(lastRequest().headers["x-group-link"]).toBeUndefined();
    expect(lastRequest().headers["x-market-code"]).toBeUndefined();
    const context = staticRequestContext({ groupLink: "g-42", marketCode: "m-7" });
    await client({ context }).call({ method: "GET", path: "/a" }, Schema.Unknown);
    expect(lastRequest().headers["x-group-link"]).toBe("g-42");
    expect(lastRequest().headers["x-market-code"]).toBe("m-7");
    expect(lastRequest().headers["accept-language"]).toBe("zh-CN");
  });

  it("sends non-Latin, control and CR/LF values percent-encoded behind the marker instead of failing", async () => {
    const context = staticRequestContext({ groupLink: "群组一 🎉", marketCode: "a\r\nX-Evil: 1" });
    const result = await client({ context }).call({ method: "GET", path: "/a" }, Schema.Unknown);
    expect(result.ok).toBe(true);
    const { headers } = lastRequest();
    expect(headers["x-group-link"]).toBe("pct:%E7%BE%A4%E7%BB%84%E4%B8%80%20%F0%9F%8E%89");
    expect(decodeHeaderValue(String(headers["x-group-link"]))).toBe("群组一 🎉");
    expect(decodeHeaderValue(String(headers["x-market-code"]))).toBe("a\r\nX-Evil: 1");
    expect(headers["x-evil"]).toBeUndefined();
  });

  it("leaves out a header value too long to send (4 KB of CJK) and still makes the call", async () => {
    const context = staticRequestContext({ groupLink: "群".repeat(4096), marketCode: "m".repeat(4096) });
    const result = await client({ context }).call({ method: "GET", path: "/a" }, Schema.Unknown);
    expect(result.ok).toBe(true);
    expect(lastRequest().headers["x-group-link"]).toBeUndefined();
    expect(lastRequest().headers["x-market-code"]).toBe("m".repeat(4096));
  });

  it("leaves out any other header fetch could not send rather than failing the call", async () => {
    const context: RequestContext = { language: () => "zh-CN", visitId: () => "访客\r\n" };
    const result = await client({ context }).call(
      { method: "GET", path: "/a", headers: { Authorization: "Bearer 令牌" } },
      Schema.Unknown,
    );
    expect(result.ok).toBe(true);
    expect(lastRequest().headers["x-hc-uid"]).toBeUndefined();
    expect(lastRequest().headers["authorization"]).toBeUndefined();
  });

  it("waits for an asynchronous visit id and leaves the header out when it fails", async () => {
    const slow: RequestContext = { language: () => "ja", visitId: () => Promise.resolve("late-id") };
    await client({ context: slow }).call({ method: "GET", path: "/a" }, Schema.Unknown);
    expect(lastRequest().headers["x-hc-uid"]).toBe("late-id");
    const failing: RequestContext = {
      language: () => "ja",
      visitId: () => Promise.reject(new Error("no fp")),
    };
    const result = await client({ context: failing }).call({ method: "GET", path: "/a" }, Schema.Unknown);
    expect(result.ok).toBe(true);
    expect(lastRequest().headers["x-hc-uid"]).toBeUndefined();
  });

  it("stops waiting for a slow visit id after visitIdWaitMs and sends the request without it", async () => {
    let release: (id: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => (release = resolve));
    const context: RequestContext = { language: () => "ja", visitId: () => pending };
    const started = Date.now();
    const result = await client({ context, clock: new SystemClock(), visitIdWaitMs: 50 }).call(
      { method: "GET", path: "/a" },
      Schema.Unknown,
    );
    release("too-late");
    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(lastRequest().headers["x-hc-uid"]).toBeUndefined();
  });

  it("omits the visit id when asked (the fingerprint proxy call)", async () => {
    await client().call({ method: "GET", path: "/proxy/fp/visitor", omitVisitId: true }, Schema.Unknown);
    expect(lastRequest().headers["x-hc-uid"]).toBeUndefined();
  });

  it("adds per-call headers such as Authorization", async () => {
    await client().call(
      { method: "GET", path: "/a", headers: { Authorization: "Bearer abc" } },
      Schema.Unknown,
    );
    expect(lastRequest().headers.authorization).toBe("Bearer abc");
  });

  it("never sends credentials and never retries", async () => {
    const inits: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => {
      if (init) inits.push(init);
      return fetch(input, init);
    };
    server.handle((_req, res) => json(res, 500, { nope: true }));
    await client({ fetch: spy }).call({ method: "GET", path: "/a" }, Schema.Unknown);
    expect(inits).toHaveLength(1);
    expect(inits[0]?.credentials).toBe("omit");
    expect(server.requests).toHaveLength(1);
  });
});

describe("OfetchHttpClient payloads", () => {
  it("posts JSON with sensitive fields base64-encoded and the rest untouched", async () => {
    await client().call(
      {
        method: "POST",
        path: "/sso/loginByEmail",
        payload: { email: "ü@x.io", password: "pässword", deviceType: 8, skip: undefined },
      },
      Schema.Unknown,
    );
    const { headers, body, method } = lastRequest();
    expect(method).toBe("POST");
    expect(headers["content-type"]).toContain("application/json");
    expect(JSON.parse(body)).toEqual({
      email: Buffer.from("ü@x.io", "utf8").toString("base64"),
      password: Buffer.from("pässword", "utf8").toString("base64"),
      deviceType: 8,
    });
  });

  it("sends sensitive fields as they are when the encoding is plain", async () => {
    await client({ encoding: "plain" }).call(
      { method: "POST", path: "/a", payload: { newPassword: "secret1" } },
      Schema.Unknown,
    );
    expect(JSON.parse(lastRequest().body)).toEqual({ newPassword: "secret1" });
    expect(lastRequest().headers["x-field-encoding"]).toBe("plain");
  });

  it("puts GET payloads in the query string, encoding sensitive ones", async () => {
    await client().call(
      {
        method: "GET",
        path: "/sso/genPhoneAuthCode",
        payload: { phoneNo: "13800000000", forRegister: true, version: 2, none: undefined },
      },
      Schema.Unknown,
    );
    const { url, body } = lastRequest();
    expect(url.searchParams.get("phoneNo")).toBe(Buffer.from("13800000000").toString("base64"));
    expect(url.searchParams.get("forRegister")).toBe("true");
    expect(url.searchParams.get("version")).toBe("2");
    expect(url.searchParams.has("none")).toBe(false);
    expect(body).toBe("");
  });

  it("posts multipart form-data when asked", async () => {
    await client().call(
      { method: "POST", path: "/a", payload: { phone: "123", nickname: "Ann" }, form: true },
      Schema.Unknown,
    );
    const { headers, body } = lastRequest();
    expect(headers["content-type"]).toContain("multipart/form-data");
    expect(body).toContain(Buffer.from("123").toString("base64"));
    expect(body).toContain("Ann");
  });
});

describe("OfetchHttpClient results", () => {
  it("decodes a 200 envelope's data with the given schema", async () => {
    server.handle((_req, res) =>
      json(res, 200, { code: 200, message: "sent", data: { expire: 60, validFor: 300 } }),
    );
    const result = await client().call({ method: "GET", path: "/a" }, CodeSent);
    expect(result).toEqual({ ok: true, value: { data: { expire: 60, validFor: 300 }, message: "sent" } });
  });

  it("reports data that does not match the schema as malformed data", async () => {
    server.handle((_req, res) => json(res, 200, { code: 200, message: "", data: { expire: "soon" } }));
    expect(await client().call({ method: "GET", path: "/a" }, CodeSent)).toEqual({
      ok: false,
      error: { kind: "malformed", part: "data" },
    });
  });

  it("turns a non-200 envelope code into a server failure with its message", async () => {
    server.handle((_req, res) => json(res, 200, { code: 10002, message: "wrong password", data: null }));
    expect(await client().call({ method: "POST", path: "/a" }, Schema.Unknown)).toEqual({
      ok: false,
      error: { kind: "server", code: 10002, message: "wrong password" },
    });
  });

  it("keeps the attempts left that a wrong-password answer carries, and ignores a malformed count", async () => {
    server.handle((_req, res) =>
      json(res, 200, { code: 10002, message: "wrong password", data: { attemptsLeft: 3 } }),
    );
    expect(await client().call({ method: "POST", path: "/a" }, Schema.Unknown)).toEqual({
      ok: false,
      error: { kind: "server", code: 10002, message: "wrong password", attemptsLeft: 3 },
    });
    server.handle((_req, res) =>
      json(res, 200, { code: 10002, message: "wrong password", data: { attemptsLeft: "3" } }),
    );
    expect(await client().call({ method: "POST", path: "/a" }, Schema.Unknown)).toEqual({
      ok: false,
      error: { kind: "server", code: 10002, message: "wrong password" },
    });
  });

  it("reads a JSON envelope inside a 401 body as a server failure", async () => {
    server.handle((_req, res) => json(res, 401, { code: 401, message: "unauthorised" }));
    expect(await client().call({ method: "GET", path: "/a" }, Schema.Unknown)).toEqual({
      ok: false,
      error: { kind: "server", code: 401, message: "unauthorised" },
    });
  });

  it("reports an HTTP 500 without an envelope as an http failure", async () => {
    server.handle((_req, res) => {
      res.writeHead(500, { "content-type": "text/html" });
      res.end("<h1>boom</h1>");
    });
    expect(await client().call({ method: "GET", path: "/a" }, Schema.Unknown)).toEqual({
      ok: false,
      error: { kind: "http", status: 500 },
    });
  });

  it("reports a 200 with a non-JSON body as malformed", async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{not json");
    });
    expect(await client().call({ method: "GET", path: "/a" }, Schema.Unknown)).toEqual({
      ok: false,
      error: { kind: "malformed" },
    });
  });

  it("reports JSON that is not an envelope as malformed", async () => {
    server.handle((_req, res) => json(res, 200, ["no", "envelope"]));
    expect(await client().call({ method: "GET", path: "/a" }, Schema.Unknown)).toEqual({
      ok: false,
      error: { kind: "malformed" },
    });
  });

  it("classifies a response slower than the timeout as timeout", async () => {
    server.handle((_req, res) => {
      setTimeout(() => json(res, 200, { code: 200, message: "", data: null }), 3000);
    });
    const started = Date.now();
    const result = await client({ timeoutMs: 100 }).call({ method: "GET", path: "/slow" }, Schema.Unknown);
    expect(result).toEqual({ ok: false, error: { kind: "timeout" } });
    // Far below the server's 3 s delay, with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("classifies a refused connection as network, naming the refusal", async () => {
    const port = await freePort();
    const result = await client({ baseURL: `http://127.0.0.1:${port}/api` }).call(
      { method: "GET", path: "/a" },
      Schema.Unknown,
    );
    expect(result).toEqual({ ok: false, error: { kind: "network", cause: "refused" } });
  });

  it("with pagePolicy, names the origin the page's own CSP refused, reading the page's headers only after a failure (ADR-0500)", async () => {
    const [blockedPort, allowedPort] = [await freePort(), await freePort()];
    const page = await startRecordingServer();
    page.handle((_req, res) => {
      res.writeHead(200, { "content-security-policy": `connect-src 'self' http://127.0.0.1:${allowedPort}` });
      res.end();
    });
    vi.stubGlobal("location", new URL("/index.html", new URL(page.baseURL).origin));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const blocked = await client({ baseURL: `http://127.0.0.1:${blockedPort}/api`, pagePolicy: true }).call(
        { method: "GET", path: "/sso/x" },
        Schema.Unknown,
      );
      expect(blocked).toEqual({
        ok: false,
        error: { kind: "network", blockedOrigin: `http://127.0.0.1:${blockedPort}` },
      });
      expect(page.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(["HEAD /index.html"]);
      expect(String(quiet.mock.calls[0]?.[0])).toContain(`http://127.0.0.1:${blockedPort}`);
      // The policy allows the origin: the failure is classified as before.
      const refused = await client({ baseURL: `http://127.0.0.1:${allowedPort}/api`, pagePolicy: true }).call(
        { method: "GET", path: "/a" },
        Schema.Unknown,
      );
      expect(refused).toEqual({ ok: false, error: { kind: "network", cause: "refused" } });
      // An answered call never reads the page's headers.
      page.requests.length = 0;
      await client({ pagePolicy: true }).call({ method: "GET", path: "/a" }, Schema.Unknown);
      expect(page.requests).toEqual([]);
    } finally {
      quiet.mockRestore();
      vi.unstubAllGlobals();
      await page.close();
    }
  });

  it("classifies a dropped connection as network", async () => {
    server.handle((req, res) => {
      void req;
      res.socket?.destroy();
    });
    expect(await client().call({ method: "GET", path: "/a" }, Schema.Unknown)).toEqual({
      ok: false,
      error: { kind: "network" },
    });
  });

  it("classifies an unresolvable host as network", async () => {
    const result = await client({ baseURL: "http://no-such-host.invalid/api", timeoutMs: 3000 }).call(
      { method: "GET", path: "/a" },
      Schema.Unknown,
    );
    expect(result.ok ? "ok" : result.error.kind).toMatch(/network|timeout/);
  });
});

describe("OfetchHttpClient after a connection reset", () => {
  /** Closes the connection of the first `resets` requests without an answer, then answers. */
  const resetting = (resets: number) => {
    let seen = 0;
    server.handle((_req, res) => {
      seen += 1;
      if (seen <= resets) res.socket?.destroy();
      else json(res, 200, { code: 200, message: "ok", data: null });
    });
  };

  it("sends a GET once more at once when its connection closed before any answer", async () => {
    resetting(1);
    const result = await client().call({ method: "GET", path: "/sso/getCountryList" }, Schema.Unknown);
    expect(result).toMatchObject({ ok: true });
    expect(server.requests).toHaveLength(2);
    const probed = await client().probe({ method: "GET", path: "/sso/getCountryList" });
    expect(probed).toMatchObject({ kind: "response", status: 200 });
  });

  it("never sends a POST twice, and a GET at most twice", async () => {
    resetting(Number.POSITIVE_INFINITY);
    const post = await client().call({ method: "POST", path: "/sso/loginByEmail" }, Schema.Unknown);
    expect(post).toEqual({ ok: false, error: { kind: "network" } });
    expect(server.requests).toHaveLength(1);
    const get = await client().call({ method: "GET", path: "/sso/getCountryList" }, Schema.Unknown);
    expect(get).toEqual({ ok: false, error: { kind: "network" } });
    expect(server.requests).toHaveLength(3);
  });
});

describe("OfetchHttpClient.probe (lumen smoke and contract check)", () => {
  it("returns the status, content type, body text and latency as they came", async () => {
    server.handle((_req, res) => json(res, 200, { code: 200, message: "ok", data: ["x"] }));
    const real = client({ clock: new SystemClock() });
    const result = await real.probe({ method: "GET", path: "/sso/getCountryList", payload: { q: "1" } });
    expect(result).toMatchObject({ kind: "response", status: 200 });
    if (result.kind !== "response") throw new Error("no response");
    expect(result.contentType).toMatch(/application\/json/);
    expect(JSON.parse(result.text)).toEqual({ code: 200, message: "ok", data: ["x"] });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(lastRequest().url.searchParams.get("q")).toBe("1");
  });

  it("names a refused connection as such when nothing listens", async () => {
    const port = await freePort();
    const result = await client({ baseURL: `http://127.0.0.1:${port}/api` }).probe({
      method: "POST",
      path: "/a",
      payload: { email: "a@b.c" },
    });
    expect(result).toMatchObject({ kind: "transport", failure: "refused" });
  });
});

/** A port nobody listens on: bind, read the port, close. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
