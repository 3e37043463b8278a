import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEVICE, startHarness, type Harness } from "./support/server-harness";

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const alive = async (): Promise<void> => {
  expect((await h.api("/sso/registration/type")).code).toBe(200);
};

describe("bad input", () => {
  it("answers 413 to a 1 MB body and keeps serving", async () => {
    const response = await h.raw("/sso/loginByEmail", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413, message: "提交的内容过大" });
    await alive();
  });

  it("answers 400 to non-JSON, wrong types and missing fields, with a translated message", async () => {
    const nonJson = await h.raw("/sso/loginByEmail", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ko" },
      body: "{not json",
    });
    expect(nonJson.status).toBe(400);
    expect(await nonJson.json()).toMatchObject({
      code: 400,
      message: "요청을 읽을 수 없습니다. 페이지를 새로고침한 후 다시 시도해 주세요.",
    });
    const wrongType = await h.raw("/sso/loginByEmail", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: 42, password: ["x"] }),
    });
    expect(wrongType.status).toBe(400);
    const missing = await h.api("/sso/loginByPhone", { body: { ...DEVICE, country: "CN" } });
    expect(missing.code).toBe(400);
    expect(String(Object(missing.data).detail)).toMatch(/phone/);
    expect((await h.api("/sso/loginByEmail", { body: [1, 2, 3] })).code).toBe(400);
    expect((await h.api("/sso/loginByEmail", { body: null })).code).toBe(400);
    expect((await h.api("/sso/genEmailAuthCode")).code).toBe(400);
    await alive();
  });

  it("answers 400 to a field that isn't valid base64 under X-Field-Encoding: base64", async () => {
    const reply = await h.api("/sso/loginByEmail", {
      headers: { "X-Field-Encoding": "base64" },
      body: { ...DEVICE, email: "not base64!", password: "cGFzcw==" },
    });
    expect(reply.code).toBe(400);
    const unknown = await h.api("/sso/loginByEmail", {
      headers: { "X-Field-Encoding": "rot13" },
      body: { ...DEVICE, email: "a@b.co", password: "x" },
    });
    expect(unknown.code).toBe(400);
  });

  it("accepts urlencoded and multipart form posts, reading version and deviceType from their text", async () => {
    const device = { version: "2", deviceId: "form-1", deviceName: "form", deviceType: "9" };
    const form = new FormData();
    for (const [name, value] of Object.entries(device)) form.set(name, value);
    form.set("email", "form@example.com");
    form.set("password", "pass1234");
    const multipart = await (await h.raw("/sso/loginByEmail", { method: "POST", body: form })).json();
    expect(multipart.code).toBe(10006);
    const urlencoded = await (
      await h.raw("/sso/loginByEmail", {
        method: "POST",
        body: new URLSearchParams({ ...device, email: "form@example.com", password: "p1234" }),
      })
    ).json();
    expect(urlencoded.code).toBe(10006);
    // A deviceType the SPEC does not have is refused, as text or as a number.
    const wrongType = await (
      await h.raw("/sso/loginByEmail", {
        method: "POST",
        body: new URLSearchParams({ ...device, deviceType: "7", email: "form@example.com", password: "p1" }),
      })
    ).json();
    expect(wrongType.code).toBe(400);
  });

  it("answers 404 for unknown API paths and 405 for wrong methods, as envelopes", async () => {
    const unknown = await h.raw("/sso/nothing");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404 });
    const wrongMethod = await h.raw("/sso/loginByEmail");
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toMatchObject({ code: 405 });
  });

  it("falls back to zh-CN for unsupported languages and honours q-values", async () => {
    expect((await h.api("/sso/nothing", { headers: { "Accept-Language": "fr-FR" } })).message).toBe(
      "请求的接口不存在",
    );
    expect(
      (await h.api("/sso/nothing", { headers: { "Accept-Language": "fr;q=1, ru;q=0.8, ja;q=0.5" } })).message,
    ).toBe("Такого API не существует.");
    expect((await h.api("/sso/nothing", { headers: { "Accept-Language": "en-AU" } })).message).toBe(
      "This API endpoint doesn't exist.",
    );
  });
});

describe("fault injection", () => {
  it("delays one path by the configured time", async () => {
    await h.api("/dev/faults", { body: { path: "/sso/getCountryList", delayMs: 400 } });
    const started = Date.now();
    expect((await h.api("/sso/getCountryList")).code).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    const other = Date.now();
    await h.api("/sso/registration/type");
    expect(Date.now() - other).toBeLessThan(300);
  });

  it("answers an HTTP status, a malformed body or a dropped connection, until cleared", async () => {
    await h.api("/dev/faults", {
      body: [
        { path: "/sso/loginByEmail", status: 500 },
        { path: "/api/sso/getCountryList", malformed: true },
        { path: "/public/announcement/all", drop: true },
      ],
    });
    const failing = await h.raw("/sso/loginByEmail", { method: "POST", body: "{}" });
    expect(failing.status).toBe(500);
    const malformed = await h.raw("/sso/getCountryList");
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
    await expect(h.raw("/public/announcement/all")).rejects.toThrow();
    expect((await h.api("/dev/faults")).data).toHaveLength(3);
    await h.raw("/dev/faults", { method: "DELETE" });
    expect((await h.api("/sso/getCountryList")).code).toBe(200);
    expect((await h.api("/public/announcement/all")).code).toBe(200);
  });

  it("applies a '*' rule to every API path but never to /dev", async () => {
    await h.api("/dev/faults", { body: { path: "*", status: 503 } });
    expect((await h.raw("/sso/registration/type")).status).toBe(503);
    expect((await h.raw("/dev/outbox")).status).toBe(200);
    await h.raw("/dev/faults", { method: "DELETE" });
    await alive();
  });

  it("rejects malformed fault rules with 400", async () => {
    expect((await h.api("/dev/faults", { body: { delayMs: 5 } })).code).toBe(400);
  });

  it("takes fault rules from the start options (FAULTS)", async () => {
    const faulty = await startHarness({ faults: [{ path: "/b2b/domains", status: 500 }] });
    try {
      expect((await faulty.raw("/b2b/domains")).status).toBe(500);
    } finally {
      await faulty.close();
    }
  });
});
