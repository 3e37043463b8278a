/**
 * --retry at the HTTP client: a "try later" refusal is repeated after the server's own wait (read
 * from the envelope's data), with the jitter drawn from the Random port; other refusals are not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Schema from "effect/Schema";
import { createFieldCodec } from "../../../adapters/http/field-codec";
import { OfetchHttpClient, type RetryEvent } from "../../../adapters/http/ofetch-http-client";
import { staticRequestContext } from "../../../adapters/http/request-context";
import { SSO_CALLS } from "../../../core/contract/sso-calls";
import { DEFAULT_RETRY_POLICY } from "../../../core/sso/retry-policy";
import { json, startRecordingServer, type RecordingServer } from "./recording-server";

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

/** A clock whose timers fire at once but remember how long they were asked to wait. */
function recordingClock(waits: number[]) {
  return {
    now: () => 1_700_000_000_000,
    setTimeout: (callback: () => void, ms: number) => {
      if (ms !== 1) waits.push(ms);
      queueMicrotask(callback);
      return 0;
    },
    clearTimeout: () => undefined,
  };
}

function client(waits: number[], events: RetryEvent[], retries: number) {
  return new OfetchHttpClient({
    baseURL: server.baseURL,
    context: staticRequestContext({ language: "en-US", visitId: "v" }),
    codec: createFieldCodec("base64"),
    clock: recordingClock(waits),
    device: "cli",
    // The visit-id cap also uses the clock; 1 ms tells its timers apart from the back-off's.
    visitIdWaitMs: 1,
    retry: {
      policy: { ...DEFAULT_RETRY_POLICY, retries },
      random: { next: () => 0.2 },
      onRetry: (e) => events.push(e),
    },
  });
}

describe("retrying calls", () => {
  it("repeats a 10029 after the server's retryAfter (plus jitter) and returns the later success", async () => {
    let calls = 0;
    server.handle((_req, res) => {
      calls += 1;
      if (calls < 3) json(res, 200, { code: 10029, message: "Too many tries", data: { retryAfter: 3 } });
      else json(res, 200, { code: 200, message: "ok", data: "done" });
    });
    const waits: number[] = [];
    const events: RetryEvent[] = [];
    const result = await client(waits, events, 5).call({ method: "GET", path: "/x" }, Schema.String);
    expect(result).toMatchObject({ ok: true, value: { data: "done" } });
    expect(calls).toBe(3);
    expect(waits).toEqual([3300, 3300]);
    expect(events.map((e) => e.attempt)).toEqual([1, 2]);
  });

  it("reads 10030's resend wait from data.expire", async () => {
    server.handle((_req, res) => json(res, 200, { code: 10030, message: "Wait", data: { expire: 4 } }));
    const waits: number[] = [];
    const result = await client(waits, [], 1).call({ method: "GET", path: "/x" }, Schema.Unknown);
    expect(result).toMatchObject({ ok: false, error: { kind: "server", code: 10030, retryAfterSeconds: 4 } });
    expect(waits).toEqual([4400]);
  });

  it("gives up after --retry tries and never repeats a plain refusal", async () => {
    let calls = 0;
    server.handle((_req, res) => {
      calls += 1;
      json(res, 200, { code: 10008, message: "Wrong password", data: { attemptsLeft: 2 } });
    });
    const result = await client([], [], 3).call({ method: "POST", path: "/x" }, Schema.Unknown);
    expect(result).toMatchObject({ ok: false, error: { kind: "server", code: 10008, attemptsLeft: 2 } });
    expect(calls).toBe(1);

    calls = 0;
    server.handle((_req, res) => {
      calls += 1;
      res.writeHead(503).end("busy");
    });
    const busy = await client([], [], 2).call({ method: "GET", path: "/x" }, Schema.Unknown);
    expect(busy).toMatchObject({ ok: false, error: { kind: "http", status: 503 } });
    expect(calls).toBe(3);
  });

  it("sends a repeatable POST (a password log-in) again after a dropped answer, any other POST once", async () => {
    let calls = 0;
    server.handle((_req, res) => {
      calls += 1;
      // The first try of each call loses its answer: the connection drops before it is sent.
      if (calls === 1) res.socket?.destroy();
      else json(res, 200, { code: 200, message: "ok", data: "done" });
    });
    const login = await client([], [], 2).call(
      { method: "POST", path: "/x", payload: {}, repeatable: true },
      Schema.String,
    );
    expect(login).toMatchObject({ ok: true, value: { data: "done" } });
    expect(calls).toBe(2);

    calls = 0;
    const register = await client([], [], 2).call({ method: "POST", path: "/x", payload: {} }, Schema.String);
    expect(register).toMatchObject({ ok: false, error: { kind: "network" } });
    expect(calls).toBe(1);
  });
});

describe("which contract calls may be repeated after a lost answer", () => {
  it("is the password log-ins only: a code log-in may have spent its code, a sign-up its token", () => {
    const repeatable = Object.entries(SSO_CALLS)
      .filter(([, row]) => row.repeatable === true)
      .map(([name]) => name);
    expect(repeatable.sort()).toEqual(["loginByEmail", "loginByPhone"]);
  });
});
