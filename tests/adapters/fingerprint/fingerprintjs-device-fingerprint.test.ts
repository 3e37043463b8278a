import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFieldCodec } from "../../../adapters/http/field-codec";
import { OfetchHttpClient } from "../../../adapters/http/ofetch-http-client";
import { staticRequestContext } from "../../../adapters/http/request-context";
import { FINGERPRINT_TTL_MS } from "../../../core/rules/fingerprint-record";
import {
  FingerprintjsDeviceFingerprint,
  proxyVisitorSource,
  type VisitorSource,
} from "../../../adapters/fingerprint/fingerprintjs-device-fingerprint";
import { StoredRandomDeviceFingerprint } from "../../../adapters/fingerprint/stored-random-device-fingerprint";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { FakeClock } from "../../support/fake-clock";
import { FakeRandom } from "../../support/fake-random";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";
import { json, startRecordingServer, type RecordingServer } from "../http/recording-server";

function counting(id: string | null | Error): VisitorSource & { calls: number } {
  const source = Object.assign(
    async () => {
      source.calls++;
      if (id instanceof Error) throw id;
      return id;
    },
    { calls: 0 },
  );
  return source;
}

function setup(proxyId: string | null | Error, localId: string | null | Error = "local-fp") {
  const store = new MemoryKeyValueStore();
  const clock = new FakeClock();
  const proxy = counting(proxyId);
  const local = counting(localId);
  const fp = new FingerprintjsDeviceFingerprint({ store, clock, random: new FakeRandom(), proxy, local });
  return { store, clock, proxy, local, fp };
}

describe("FingerprintjsDeviceFingerprint", () => {
  it("uses the proxy's id first and caches it for 3 days as {visitorId, expireTime}", async () => {
    const { fp, store, clock, proxy, local } = setup("proxy-id");
    expect(await fp.visitorId()).toBe("proxy-id");
    expect(JSON.parse(store.get(STORAGE_KEYS.fingerprint) ?? "")).toEqual({
      visitorId: "proxy-id",
      expireTime: clock.now() + FINGERPRINT_TTL_MS,
    });
    expect(local.calls).toBe(0);
    clock.advance(FINGERPRINT_TTL_MS - 1);
    expect(await fp.visitorId()).toBe("proxy-id");
    expect(proxy.calls).toBe(1);
  });

  it("looks the id up again once the record has expired", async () => {
    const { fp, clock, proxy } = setup("proxy-id");
    await fp.visitorId();
    clock.advance(FINGERPRINT_TTL_MS);
    await fp.visitorId();
    expect(proxy.calls).toBe(2);
  });

  it("falls back to the local library when the proxy has nothing (404) or throws", async () => {
    for (const proxyAnswer of [null, new Error("boom")]) {
      const { fp, local } = setup(proxyAnswer);
      expect(await fp.visitorId()).toBe("local-fp");
      expect(local.calls).toBe(1);
    }
  });

  it("falls back to a random id when both sources fail, and caches it", async () => {
    const { fp, store } = setup(null, new Error("no canvas"));
    const id = await fp.visitorId();
    expect(id).toMatch(/^local-[0-9a-f]{32}$/);
    expect(store.get(STORAGE_KEYS.fingerprint)).toContain(id);
  });

  it("treats a corrupt or foreign stored record as absent", async () => {
    for (const stored of [
      "{oops",
      JSON.stringify({ visitorId: "", expireTime: 9e15 }),
      JSON.stringify({ visitorId: "x" }),
      "42",
    ]) {
      const { fp, store, proxy } = setup("fresh");
      store.set(STORAGE_KEYS.fingerprint, stored);
      expect(await fp.visitorId()).toBe("fresh");
      expect(proxy.calls).toBe(1);
    }
  });

  it("refetches a record whose expiry is further away than 3 days (not written by us)", async () => {
    const { fp, store, clock, proxy } = setup("fresh");
    store.set(
      STORAGE_KEYS.fingerprint,
      JSON.stringify({ visitorId: "tampered", expireTime: clock.now() + FINGERPRINT_TTL_MS * 2 }),
    );
    expect(await fp.visitorId()).toBe("fresh");
    expect(proxy.calls).toBe(1);
  });

  it("reuses a valid stored record without any lookup", async () => {
    const { fp, store, clock, proxy } = setup("fresh");
    store.set(
      STORAGE_KEYS.fingerprint,
      JSON.stringify({ visitorId: "kept", expireTime: clock.now() + 1000 }),
    );
    expect(await fp.visitorId()).toBe("kept");
    expect(proxy.calls).toBe(0);
  });

  it("shares one lookup between concurrent callers", async () => {
    const { fp, proxy } = setup("proxy-id");
    const ids = await Promise.all([fp.visitorId(), fp.visitorId(), fp.visitorId()]);
    expect(ids).toEqual(["proxy-id", "proxy-id", "proxy-id"]);
    expect(proxy.calls).toBe(1);
  });
});

describe("proxyVisitorSource", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());
  const http = () =>
    new OfetchHttpClient({
      baseURL: server.baseURL,
      context: staticRequestContext({ visitId: "should-not-be-sent" }),
      codec: createFieldCodec(),
      clock: new FakeClock(),
      device: "h5",
    });

  it("reads data.visitorId from GET /api/proxy/fp/visitor without sending X-Hc-Uid", async () => {
    server.handle((_req, res) => json(res, 200, { code: 200, message: "", data: { visitorId: "srv-1" } }));
    expect(await proxyVisitorSource(http())()).toBe("srv-1");
    const request = server.requests.at(-1);
    expect(request?.url.pathname).toBe("/api/proxy/fp/visitor");
    expect(request?.headers["x-hc-uid"]).toBeUndefined();
  });

  it("answers null on a 404 so the local library takes over", async () => {
    server.handle((_req, res) => {
      res.writeHead(404);
      res.end("not found");
    });
    expect(await proxyVisitorSource(http())()).toBeNull();
  });
});

describe("StoredRandomDeviceFingerprint (CLI)", () => {
  it("makes a random id once and keeps returning it, even past the browser's expiry", async () => {
    const store = new MemoryKeyValueStore();
    const clock = new FakeClock();
    const first = await new StoredRandomDeviceFingerprint(store, new FakeRandom(), clock).visitorId();
    expect(first).toMatch(/^cli-[0-9a-f]{32}$/);
    clock.advance(FINGERPRINT_TTL_MS * 10);
    expect(await new StoredRandomDeviceFingerprint(store, new FakeRandom([0.99]), clock).visitorId()).toBe(
      first,
    );
  });

  it("replaces a corrupt stored record", async () => {
    const store = new MemoryKeyValueStore({ [STORAGE_KEYS.fingerprint]: "not json" });
    const id = await new StoredRandomDeviceFingerprint(store, new FakeRandom(), new FakeClock()).visitorId();
    expect(id).toMatch(/^cli-/);
    expect(store.get(STORAGE_KEYS.fingerprint)).toContain(id);
  });
});
