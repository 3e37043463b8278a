import CryptoJS from "crypto-js";
import WebSocket from "ws";
import { afterEach, describe, expect, it } from "vitest";
import type { LocalServerOptions } from "../../../../server/start-server";
import {
  CLOSE_AUTH_FAILED,
  CLOSE_SOCKET_CAP,
  CLOSE_TOO_MANY_FRAMES,
  CLOSE_TOO_MANY_SOCKETS,
} from "../../../../server/simulator/socket/socket-limits";
import { registerByEmail, startHarness, type Harness } from "../../support/server-harness";

const KEY = "lumen-dev-chat-key";
const encrypt = (message: unknown): string => CryptoJS.AES.encrypt(JSON.stringify(message), KEY).toString();

let h: Harness | undefined;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await h?.close();
  h = undefined;
});

async function harness(options: LocalServerOptions): Promise<Harness> {
  h = await startHarness(options);
  return h;
}

interface Opened {
  readonly ws: WebSocket;
  /** Resolves with the close code, whenever the socket closes. */
  readonly closed: Promise<number>;
  /** Resolves "auth" on SRV_SUCCESS_AUTH, or the close code when the server hangs up first. */
  readonly outcome: Promise<"auth" | number>;
}

function signIn(server: Harness, token: string): Opened {
  const ws = new WebSocket(`${server.server.url.replace("http", "ws")}/ws/echo`);
  sockets.push(ws);
  const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
  const authed = new Promise<"auth">((resolve) => ws.once("message", () => resolve("auth")));
  ws.once("open", () => ws.send(encrypt({ type: "CLI_AUTH", token })));
  return { ws, closed, outcome: Promise.race([authed, closed]) };
}

describe("chat sockets of one account", () => {
  it("refuses the sockets past the per-account cap with 4013 and keeps the first ones open", async () => {
    const server = await harness({ socketLimits: { socketsPerAccount: 3 } });
    const { token } = await registerByEmail(server, "cap@example.com", "cap_user");
    const first = [signIn(server, token), signIn(server, token), signIn(server, token)];
    expect(await Promise.all(first.map((s) => s.outcome))).toEqual(["auth", "auth", "auth"]);
    const extra = [signIn(server, token), signIn(server, token)];
    expect(await Promise.all(extra.map((s) => s.outcome))).toEqual([CLOSE_SOCKET_CAP, CLOSE_SOCKET_CAP]);
    expect(first.map((s) => s.ws.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.OPEN]);
    // Another account is not held back by the first one's sockets.
    const other = await registerByEmail(server, "other@example.com", "other_user");
    expect(await signIn(server, other.token).outcome).toBe("auth");
    // A closed socket frees its place.
    first[0]?.ws.close();
    await first[0]?.closed;
    expect(await signIn(server, token).outcome).toBe("auth");
  });

  it("caps the authenticated sockets of one client across accounts", async () => {
    const server = await harness({ socketLimits: { socketsPerClient: 2 } });
    const a = await registerByEmail(server, "a@example.com", "a_user");
    const b = await registerByEmail(server, "b@example.com", "b_user");
    expect(await signIn(server, a.token).outcome).toBe("auth");
    expect(await signIn(server, b.token).outcome).toBe("auth");
    expect(await signIn(server, b.token).outcome).toBe(CLOSE_SOCKET_CAP);
  });

  it("shares one frame budget across the account's sockets: the socket that overspends closes with 4029", async () => {
    const server = await harness({ socketLimits: { accountFrameBurst: 10 } });
    const { token } = await registerByEmail(server, "budget@example.com", "budget_user");
    const a = signIn(server, token);
    const b = signIn(server, token);
    expect(await Promise.all([a.outcome, b.outcome])).toEqual(["auth", "auth"]);
    // Each socket stays far below its own per-connection burst (50); together they pass the
    // account's 10 (the harness clock stands still, so nothing comes back into the budget).
    for (let i = 0; i < 6; i += 1) a.ws.send(encrypt({ type: "CLI_HEARTBEAT", time: i }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 6; i += 1) b.ws.send(encrypt({ type: "CLI_HEARTBEAT", time: i }));
    expect(await b.closed).toBe(CLOSE_TOO_MANY_FRAMES);
    expect(a.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("closes a socket with 4029 once the account's frames pass its byte budget", async () => {
    const server = await harness({ socketLimits: { accountByteBurst: 40_000 } });
    const { token } = await registerByEmail(server, "bytes@example.com", "bytes_user");
    const a = signIn(server, token);
    expect(await a.outcome).toBe("auth");
    const big = encrypt({ type: "CLI_MESSAGE", text: "x".repeat(9_000) });
    for (let i = 0; i < 5; i += 1) a.ws.send(big);
    expect(await a.closed).toBe(CLOSE_TOO_MANY_FRAMES);
  });
});

describe("one account's socket flood at the default limits", () => {
  it("100 sockets with one token: 8 authenticate, 92 are refused with 4013, the 8 close with 4029 and GET / stays quick", async () => {
    const server = await harness({});
    const { token } = await registerByEmail(server, "flood@example.com", "flood_user");
    const outcomes: ("auth" | number)[] = [];
    const opened: Opened[] = [];
    // In fives, as a script opening them in a loop would: the unauthenticated-socket cap (8) is
    // not what stops them.
    for (let i = 0; i < 100; i += 5) {
      const batch = Array.from({ length: 5 }, () => signIn(server, token));
      opened.push(...batch);
      outcomes.push(...(await Promise.all(batch.map((s) => s.outcome))));
    }
    expect(outcomes.filter((o) => o === "auth")).toHaveLength(8);
    expect(outcomes.filter((o) => o === CLOSE_SOCKET_CAP)).toHaveLength(92);
    const live = opened.filter((_, i) => outcomes[i] === "auth");
    const frame = encrypt({ type: "CLI_MESSAGE", text: "x".repeat(8_900) });
    const timers = live.map((s) =>
      setInterval(() => s.ws.readyState === WebSocket.OPEN && s.ws.send(frame), 111),
    );
    const started = performance.now();
    const page = await fetch(`${server.server.url}/`);
    expect(page.status).toBeLessThan(500);
    expect(performance.now() - started).toBeLessThan(1_000);
    const codes = await Promise.all(live.map((s) => s.closed));
    for (const timer of timers) clearInterval(timer);
    expect(codes.every((code) => code === CLOSE_TOO_MANY_FRAMES)).toBe(true);
  }, 60_000);
});

describe("chat sockets and the server-wide work budget", () => {
  it("closes a socket with 1013 when its frame would overflow the server's frame queue", async () => {
    const server = await harness({ socketLimits: { queuedBytes: 2_000 } });
    const { token } = await registerByEmail(server, "busy@example.com", "busy_user");
    const a = signIn(server, token);
    expect(await a.outcome).toBe("auth");
    a.ws.send(encrypt({ type: "CLI_MESSAGE", text: "x".repeat(4_000) }));
    expect(await a.closed).toBe(CLOSE_TOO_MANY_SOCKETS);
  });
});

describe("chat sockets whose session ends", () => {
  it("closes the account's sockets with 4001 once a password reset revokes its sessions", async () => {
    const server = await harness({ socketLimits: { sessionCheckMs: 50 } });
    const { token } = await registerByEmail(server, "reset@example.com", "reset_user");
    const a = signIn(server, token);
    expect(await a.outcome).toBe("auth");
    server.clock.advance(61_000);
    await server.api("/sso/genEmailAuthCode?email=reset@example.com&purpose=reset");
    const reset = await server.api("/sso/forgetPasswordByEmail", {
      body: {
        version: 2,
        email: "reset@example.com",
        newPassword: "newpass9",
        authCode: await server.code("reset@example.com"),
      },
    });
    expect(reset.code).toBe(200);
    expect(await a.closed).toBe(CLOSE_AUTH_FAILED);
  });

  it("closes a socket with 4001 once its session expires, silent or not", async () => {
    const server = await harness({ sessionTtlMs: 60_000, socketLimits: { sessionCheckMs: 50 } });
    const { token } = await registerByEmail(server, "expire@example.com", "expire_user");
    const a = signIn(server, token);
    expect(await a.outcome).toBe("auth");
    server.clock.advance(61_000);
    expect(await a.closed).toBe(CLOSE_AUTH_FAILED);
  });
});
