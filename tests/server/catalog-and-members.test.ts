import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerByEmail, startHarness, type Harness } from "./support/server-harness";

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

describe("catalog calls", () => {
  it("lists at least 60 countries with correct calling and region codes, named in the caller's language", async () => {
    const en = await h.api("/sso/getCountryList");
    const list: { countryName: string; countryCode: string; regionCode: string }[] = Array.isArray(en.data)
      ? en.data
      : [];
    expect(list.length).toBeGreaterThanOrEqual(60);
    const byRegion = new Map(list.map((c) => [c.regionCode, c]));
    const expected: Record<string, string> = {
      CN: "+86",
      HK: "+852",
      TW: "+886",
      JP: "+81",
      KR: "+82",
      RU: "+7",
      AU: "+61",
      US: "+1",
      CA: "+1",
      GB: "+44",
      SG: "+65",
      MY: "+60",
      TH: "+66",
      VN: "+84",
      ID: "+62",
      PH: "+63",
      IN: "+91",
      AE: "+971",
      DE: "+49",
      FR: "+33",
    };
    for (const [region, calling] of Object.entries(expected))
      expect(byRegion.get(region)?.countryCode).toBe(calling);
    expect(list[0]).toEqual({ countryName: "China", countryCode: "+86", regionCode: "CN" });
    const ja = await h.api("/sso/getCountryList", { headers: { "Accept-Language": "ja" } });
    expect(Array.isArray(ja.data) && ja.data[0]).toMatchObject({ countryName: "中国" });
  });

  it("serves announcements, Android version info and admin domains", async () => {
    const notices = await h.api("/public/announcement/all");
    expect(Array.isArray(notices.data) && notices.data.length).toBeGreaterThanOrEqual(3);
    expect(Array.isArray(notices.data) && notices.data[0]).toMatchObject({ id: 3, title: "Beware of scams" });
    const zh = await h.api("/public/announcement/all", { headers: { "Accept-Language": "zh-TW,zh;q=0.9" } });
    expect(Array.isArray(zh.data) && zh.data[0]).toMatchObject({ title: "慎防詐騙提醒" });
    const version = await h.api("/version/getAndroidVersion");
    expect(version.data).toMatchObject({ versionName: "2.4.1", versionCode: 241, forceUpdate: false });
    expect(String(Object(version.data).downloadUrl)).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/download\/.+\.apk$/,
    );
    const domains = await h.api("/b2b/domains");
    expect(domains.data).toEqual(["http://127.0.0.1:9", h.server.url]);
    await h.api("/dev/config", { body: { adminDomains: ["https://admin.example"] } });
    expect((await h.api("/b2b/domains")).data).toEqual(["https://admin.example"]);
  });

  it("derives a stable fingerprint visitorId from the user agent, or 404s when switched", async () => {
    const a = await h.api("/proxy/fp/visitor", { headers: { "User-Agent": "UA-1" } });
    const b = await h.api("/proxy/fp/visitor", { headers: { "User-Agent": "UA-1" } });
    const c = await h.api("/proxy/fp/visitor", { headers: { "User-Agent": "UA-2" } });
    expect(String(Object(a.data).visitorId)).toMatch(/^[0-9a-f]{32}$/);
    expect(a.data).toEqual(b.data);
    expect(c.data).not.toEqual(a.data);
    await h.api("/dev/config", { body: { fingerprintProxy404: true } });
    expect((await h.raw("/proxy/fp/visitor")).status).toBe(404);
  });
});

describe("tokens", () => {
  it("issues single-use one-time codes for mini-apps to a valid token", async () => {
    const { token } = await registerByEmail(h, "mini@example.com", "mini_user");
    const reply = await h.api("/miniProgram/oneTimeToken", { headers: { Authorization: token } });
    expect(reply.code).toBe(200);
    const exchanged = await h.api("/miniProgram/exchange", { body: { code: reply.data } });
    expect(exchanged.data).toMatchObject({ username: "mini_user" });
    expect((await h.api("/miniProgram/exchange", { body: { code: reply.data } })).code).toBe(10008);
  });

  it("answers HTTP 401 without Authorization and 10008 for unknown or expired tokens", async () => {
    const missing = await h.raw("/miniProgram/oneTimeToken");
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 401 });
    expect(
      (await h.api("/miniProgram/oneTimeToken", { headers: { Authorization: "Bearer nope" } })).code,
    ).toBe(10008);
    const { token } = await registerByEmail(h, "old@example.com", "old_user");
    h.clock.advance(8 * 24 * 60 * 60_000);
    expect((await h.api("/miniProgram/oneTimeToken", { headers: { Authorization: token } })).code).toBe(
      10008,
    );
  });
});

describe("creator application", () => {
  const application = {
    role: "blogger",
    email: "me@example.com",
    creativeField: ["market analysis"],
    reason: "I write daily.",
    affect: "https://x.example/me",
  };

  it("goes none → reviewing → approved, then answers 110003 / 110002 for a repeat", async () => {
    const { token, memberId } = await registerByEmail(h, "creator@example.com", "creator_1");
    const auth = { Authorization: token };
    expect((await h.api("/creator/application/status?role=blogger", { headers: auth })).data).toEqual({
      role: "blogger",
      status: "none",
    });
    const submitted = await h.api("/creator/application", { headers: auth, body: application });
    expect(submitted).toMatchObject({ code: 200, data: { role: "blogger", status: "reviewing" } });
    expect((await h.api("/creator/application/status?role=blogger", { headers: auth })).data).toEqual({
      role: "blogger",
      status: "reviewing",
    });
    expect((await h.api("/creator/application/status?role=streamer", { headers: auth })).data).toEqual({
      role: "streamer",
      status: "none",
    });
    expect(
      (await h.api("/dev/creator/approve", { body: { username: "creator_1", role: "blogger" } })).code,
    ).toBe(200);
    expect((await h.api("/dev/creator/approve", { body: { memberId, role: "streamer" } })).code).toBe(200);
    expect((await h.api("/creator/application/status?role=blogger", { headers: auth })).data).toEqual({
      role: "blogger",
      status: "approved",
    });
    expect((await h.api("/creator/application", { headers: auth, body: application })).code).toBe(110003);
    expect(
      (await h.api("/creator/application", { headers: auth, body: { ...application, role: "streamer" } }))
        .code,
    ).toBe(110002);
  });

  it("reads a base64-encoded email under X-Field-Encoding: base64", async () => {
    const { token } = await registerByEmail(h, "enc@example.com", "creator_3");
    const headers = { Authorization: token, "X-Field-Encoding": "base64" };
    const encoded = { ...application, email: Buffer.from("enc@example.com").toString("base64") };
    expect((await h.api("/creator/application", { headers, body: encoded })).code).toBe(200);
    expect(
      (await h.api("/creator/application", { headers, body: { ...application, email: "@@not-base64" } }))
        .code,
    ).toBe(400);
  });

  it("requires login and validates the form", async () => {
    expect(
      (
        await h.raw("/creator/application", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(application),
        })
      ).status,
    ).toBe(401);
    const { token } = await registerByEmail(h, "creator@example.com", "creator_2");
    const auth = { Authorization: token };
    expect(
      (await h.api("/creator/application", { headers: auth, body: { ...application, creativeField: [] } }))
        .code,
    ).toBe(400);
    expect(
      (await h.api("/creator/application", { headers: auth, body: { ...application, email: "bad" } })).code,
    ).toBe(10031);
    expect(
      (
        await h.api("/creator/application", {
          headers: auth,
          body: { ...application, reason: "x".repeat(1001) },
        })
      ).code,
    ).toBe(400);
    expect(
      (await h.api("/creator/application", { headers: auth, body: { ...application, role: "admin" } })).code,
    ).toBe(400);
    expect((await h.api("/creator/application/status?role=admin", { headers: auth })).code).toBe(400);
  });
});
