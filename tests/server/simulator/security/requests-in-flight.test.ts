import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { InFlightLimit } from "../../../../server/simulator/security/in-flight-limit";
import { DEVICE, registerByEmail, startHarness, type Harness } from "../../support/server-harness";
import { apiFrom } from "./client-request";

let h: Harness | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await h?.close();
  h = undefined;
});

const FLOODER = "127.0.0.2";
const OTHER = "127.0.0.3";

interface RawAnswer {
  readonly status: number;
  readonly headers: string;
  readonly body: string;
  /** The server ended the connection after answering. */
  readonly closedByServer: boolean;
}

/**
 * A login POST from `localAddress` that declares a 1,000-byte body and sends only its first bytes:
 * a request the server can only finish by waiting for the rest, so it stays in flight until the
 * socket is destroyed. Resolves once the socket is connected and the partial request written.
 */
function heldLogin(serverUrl: string, localAddress: string, forwardedFor?: string): Promise<net.Socket> {
  const { hostname, port } = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress }, () => {
      socket.write(
        [
          "POST /api/sso/loginByEmail HTTP/1.1",
          `Host: ${hostname}:${port}`,
          "Content-Type: application/json",
          "Content-Length: 1000",
          "Accept-Language: en-US",
          ...(forwardedFor === undefined ? [] : [`X-Forwarded-For: ${forwardedFor}`]),
          "",
          '{"email":',
        ].join("\r\n"),
        () => resolve(socket),
      );
    });
    socket.on("error", reject);
    sockets.push(socket);
  });
}

/** Reads everything the server sends on `socket` until it ends the connection (or 5 s pass). */
function answerOf(socket: net.Socket): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const done = (closedByServer: boolean): void => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body,
        closedByServer,
      });
    };
    const timer = setTimeout(() => done(false), 5_000);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("end", () => done(true));
  });
}

/** A fast call from `localAddress`: 200 while it has room, 10029 once its cap is full. */
const countries = (url: string, from: string) => apiFrom(url, from, "/sso/getCountryList");

/** Asks until the answer satisfies `wanted` (the server's count of open requests is not visible). */
async function until(ask: () => Promise<number>, wanted: (code: number) => boolean): Promise<number> {
  let code = await ask();
  for (let i = 0; i < 100 && !wanted(code); i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    code = await ask();
  }
  return code;
}

describe("requests one client may have in flight (ADR-0420)", () => {
  it("refuses the request past the cap with 429, 10029 and Retry-After without waiting for its body; another client is unaffected", async () => {
    const harness = await startHarness({ maxInFlightPerClient: 3 });
    h = harness;
    const url = harness.server.url;
    const held = await Promise.all([
      heldLogin(url, FLOODER),
      heldLogin(url, FLOODER),
      heldLogin(url, FLOODER),
    ]);
    // Once all three are counted, the flooder's next request of any kind is refused.
    expect(
      await until(
        () => countries(url, FLOODER).then((a) => a.code),
        (c) => c === 10029,
      ),
    ).toBe(10029);

    // The extra request's body never arrives: the refusal does not wait for it.
    const extra = await heldLogin(url, FLOODER);
    const answer = await answerOf(extra);
    expect(answer.status).toBe(429);
    expect(answer.headers).toMatch(/^Retry-After: 1$/im);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 10029, data: { retryAfter: 1 } });
    // Not kept open to drain the unread body.
    expect(answer.closedByServer).toBe(true);

    // Another client, from another address, is served as usual.
    expect((await countries(url, OTHER)).code).toBe(200);

    // A request the client gives up on frees its place.
    held[0]?.destroy();
    expect(
      await until(
        () => countries(url, FLOODER).then((a) => a.code),
        (c) => c === 200,
      ),
    ).toBe(200);
  });

  it("keys the cap on the forwarded client behind --trust-proxy, one IPv6 /64 as one client", async () => {
    const harness = await startHarness({ trustProxy: true, maxInFlightPerClient: 1 });
    h = harness;
    const url = harness.server.url;
    // Every request comes from 127.0.0.1, the trusted proxy; the client is what it forwards.
    await heldLogin(url, "127.0.0.1", "2001:db8:1:2::1");
    const from = async (client: string) =>
      (
        await fetch(`${url}/api/sso/getCountryList`, {
          headers: { "Accept-Language": "en-US", "X-Forwarded-For": client },
        })
      ).status;
    // Another address of the same /64 is the same client.
    expect(
      await until(
        () => from("2001:db8:1:2:ffff:ffff:ffff:fffe"),
        (s) => s === 429,
      ),
    ).toBe(429);
    expect(await from("2001:db8:1:3::1")).toBe(200);
    expect(await from("192.0.2.7")).toBe(200);
  });

  it("counts a login waiting for its hash as in flight, and a finished one no longer", async () => {
    const harness = await startHarness({ maxInFlightPerClient: 2 });
    h = harness;
    const url = harness.server.url;
    await registerByEmail(harness, "busy@example.com", "busy_user");
    const login = () =>
      apiFrom(url, FLOODER, "/sso/loginByEmail", {
        ...DEVICE,
        email: "busy@example.com",
        password: "pass1234",
      });
    // Sent together: two are hashed, the third finds both places taken.
    const codes = (await Promise.all([login(), login(), login()])).map((a) => a.code).sort((a, b) => a - b);
    expect(codes).toEqual([200, 200, 10029]);
    // All answered: the places are free again.
    expect((await login()).code).toBe(200);
  });
});

describe("a client out of login attempts", () => {
  it("gets 10029 before its body is parsed: a body that is not even JSON is not looked at", async () => {
    const harness = await startHarness({ rateLimits: { loginPerClient: { capacity: 1, refillMs: 60_000 } } });
    h = harness;
    const url = harness.server.url;
    await registerByEmail(harness, "spent@example.com", "spent_user");
    const first = await apiFrom(url, FLOODER, "/sso/loginByEmail", {
      ...DEVICE,
      email: "spent@example.com",
      password: "pass1234",
    });
    expect(first.code).toBe(200);
    const response = await fetch(`${url}/api/sso/loginByEmail`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "en-US" },
      body: "{not json",
    });
    // The harness's own address (127.0.0.1) has not logged in: its broken body is still a 400.
    expect(response.status).toBe(400);
    const refused = await new Promise<{ code: number; data: unknown }>((resolve, reject) => {
      const { hostname, port } = new URL(url);
      const socket = net.connect({ host: hostname, port: Number(port), localAddress: FLOODER }, () =>
        socket.end(
          [
            "POST /api/sso/loginByEmail HTTP/1.1",
            `Host: ${hostname}:${port}`,
            "Content-Type: application/json",
            "Content-Length: 9",
            "Connection: close",
            "",
            "{not json",
          ].join("\r\n"),
        ),
      );
      sockets.push(socket);
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("error", reject);
      socket.once("close", () => {
        const body = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n")[1] ?? "";
        resolve(JSON.parse(body));
      });
    });
    expect(refused.code).toBe(10029);
    expect(refused.data).toMatchObject({ retryAfter: expect.any(Number) });
  });
});

describe("InFlightLimit", () => {
  it("keeps each client's count apart and frees a place once per release", () => {
    const limit = new InFlightLimit(1);
    const release = limit.enter("a");
    expect(release).toBeDefined();
    expect(limit.enter("a")).toBeUndefined();
    expect(limit.enter("b")).toBeDefined();
    release?.();
    release?.();
    const again = limit.enter("a");
    expect(again).toBeDefined();
    // The second release above did not free a place that was never taken.
    expect(limit.enter("a")).toBeUndefined();
  });
});
