import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../support/server-harness";

let h: Harness;
beforeAll(async () => {
  // --dev-api: these tests read the outbox, which --public-origin turns off by default.
  h = await startHarness({ publicOrigin: "https://qa.example.com", devApi: true });
});
afterAll(() => h.close());

/** A raw request, so Host can be anything (fetch always writes the URL's host). */
function send(
  path: string,
  headers: Record<string, string>,
  method = "GET",
  body = "",
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const all = { "Accept-Language": "en-US", ...headers };
    const req = request({ host: "127.0.0.1", port: h.server.port, path, method, headers: all }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const deleteBody = JSON.stringify({ username: "nobody_here" });

describe("Host allow-list (DNS rebinding)", () => {
  it("refuses a Host that is not this server's, with a translated envelope on /api", async () => {
    const outbox = await send("/api/dev/outbox", { Host: `rebind.attacker.example:${h.server.port}` });
    expect(outbox.status).toBe(421);
    expect(JSON.parse(outbox.body)).toMatchObject({
      code: 421,
      message: "Please open this server by its own address.",
    });
    expect((await send("/", { Host: "evil.example" })).status).toBe(421);
  });

  it("accepts its own addresses and the configured public host", async () => {
    for (const host of [`127.0.0.1:${h.server.port}`, `localhost:${h.server.port}`, "qa.example.com"])
      expect((await send("/api/dev/outbox", { Host: host })).status, host).toBe(200);
  });

  it("uses the public origin, not the caller's Host, for absolute URLs", async () => {
    const version = JSON.parse(
      (await send("/api/version/getAndroidVersion", { Host: "qa.example.com" })).body,
    );
    expect(version.data.downloadUrl).toMatch(/^https:\/\/qa\.example\.com\/download\//);
  });
});

describe("cross-site requests", () => {
  const json = { "Content-Type": "application/json" };

  it("refuses a state change whose Origin is another site", async () => {
    const refused = await send(
      "/api/dev/accounts/delete",
      { ...json, Origin: "http://evil.example" },
      "POST",
      deleteBody,
    );
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).message).toBe(
      "For your security, requests from other websites are refused.",
    );
    const login = await send(
      "/api/sso/loginByEmail",
      { ...json, Origin: "http://127.0.0.1:9" },
      "POST",
      "{}",
    );
    expect(login.status).toBe(403);
  });

  it("refuses Sec-Fetch-Site cross-site and same-site (another port on this machine)", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const refused = await send(
        "/api/dev/faults",
        { ...json, "Sec-Fetch-Site": site },
        "POST",
        '{"path":"*","status":500}',
      );
      expect(refused.status, site).toBe(403);
    }
    expect((await h.api("/dev/faults")).data).toEqual([]);
  });

  it("refuses to show the dev outbox to another site, even for a GET", async () => {
    expect((await send("/api/dev/outbox", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("allows this server's own pages and callers without Origin (CLI, curl, tests)", async () => {
    const own = `http://127.0.0.1:${h.server.port}`;
    expect(
      (
        await send(
          "/api/dev/accounts/delete",
          { ...json, Origin: own, "Sec-Fetch-Site": "same-origin" },
          "POST",
          deleteBody,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await send(
          "/api/dev/accounts/delete",
          { ...json, Origin: "https://qa.example.com" },
          "POST",
          deleteBody,
        )
      ).status,
    ).toBe(200);
    expect((await send("/api/dev/accounts/delete", json, "POST", deleteBody)).status).toBe(200);
    // GETs of the public API from other sites stay allowed (CORS still keeps the answer from them).
    expect((await send("/api/sso/registration/type", { "Sec-Fetch-Site": "cross-site" })).status).toBe(200);
  });

  it("parses only JSON on dev endpoints, and never text/plain as JSON", async () => {
    const plain = await send(
      "/api/dev/faults",
      { "Content-Type": "text/plain" },
      "POST",
      '{"path":"*","status":500}',
    );
    expect(plain.status).toBe(415);
    const form = await send(
      "/api/dev/faults",
      { "Content-Type": "application/x-www-form-urlencoded" },
      "POST",
      "path=*&status=500",
    );
    expect(form.status).toBe(415);
    const text = await send("/api/sso/loginByEmail", { "Content-Type": "text/plain" }, "POST", "{}");
    expect(text.status).toBe(415);
    expect((await h.api("/dev/faults")).data).toEqual([]);
  });
});

describe("answers written straight to the socket", () => {
  it("carry the security headers (malformed request → 400)", async () => {
    const net = await import("node:net");
    const text = await new Promise<string>((resolve) => {
      const socket = net.connect(h.server.port, "127.0.0.1", () =>
        socket.write("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"),
      );
      let got = "";
      socket.on("data", (chunk) => (got += chunk.toString("utf8")));
      socket.on("close", () => resolve(got));
    });
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(text).toContain("X-Content-Type-Options: nosniff");
    expect(text).toContain("Content-Security-Policy: default-src 'self'");
  });
});
