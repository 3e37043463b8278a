import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEVICE, b64, registerByEmail, startHarness, type Harness } from "./support/server-harness";

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

describe("registration", () => {
  it("registers by email with a code and register token, then logs in with the same password", async () => {
    const { memberId } = await registerByEmail(h, "Ann@Example.com", "ann_2025");
    const login = await h.api("/sso/loginByEmail", {
      body: { ...DEVICE, email: "ann@example.com", password: "pass1234" },
    });
    expect(login.code).toBe(200);
    expect(login.data).toMatchObject({
      tokenHead: "Bearer ",
      memberId,
      userInfo: { username: "ann_2025", email: "ann@example.com", photo: null },
    });
  });

  it("registers by phone with base64-encoded fields and records the code as +{callingCode}{digits}", async () => {
    const encoded = { "X-Field-Encoding": "base64" };
    const sent = await h.api(
      `/sso/genPhoneAuthCode?country=CN&phoneNo=${encodeURIComponent(b64("13800138000"))}&forRegister=true&purpose=register`,
      { headers: encoded },
    );
    expect(sent).toMatchObject({ code: 200, data: { expire: 60, validFor: 300 } });
    const outbox: { to: string; purpose: string; sentAt: string }[] = await (
      await h.raw("/dev/outbox?to=13800138000")
    ).json();
    expect(outbox[0]).toMatchObject({ to: "+8613800138000", purpose: "register" });
    expect(await (await h.raw("/dev/outbox?to=%2B8613800138000")).json()).toHaveLength(1);
    const code = await h.code("+8613800138000");
    const token = await h.api("/sso/getRegisterToken", {
      body: { authCode: code, country: "CN", phone: b64("13800138000") },
      headers: encoded,
    });
    expect(token.code).toBe(200);
    const registered = await h.api("/sso/v2/registerByPhone", {
      headers: { ...encoded, "X-Device-Type": "9" },
      body: {
        ...DEVICE,
        deviceType: 9,
        country: "CN",
        phone: b64("13800138000"),
        password: b64("pw_1234"),
        username: "phone_user",
        nickname: "P",
        registerToken: token.data,
      },
    });
    expect(registered.code).toBe(200);
    expect(registered.data).toMatchObject({ userInfo: { mobile: "13800138000", phone: "+8613800138000" } });
  });

  it("refuses a register code for an identifier that already has an account (10005)", async () => {
    await registerByEmail(h, "taken@example.com", "taken_01");
    const again = await h.api("/sso/genEmailAuthCode?email=taken@example.com&forRegister=true");
    expect(again.code).toBe(10005);
    expect(again.message).toMatch(/already registered/);
  });

  it("answers 10004 for a duplicate account ID and 10026 for a malformed one, keeping the register token usable", async () => {
    await registerByEmail(h, "first@example.com", "same_name");
    await h.api("/sso/genEmailAuthCode?email=second@example.com&forRegister=true");
    const token = await h.api("/sso/getRegisterToken", {
      body: { authCode: await h.code("second@example.com"), email: "second@example.com" },
    });
    const base = { ...DEVICE, email: "second@example.com", password: "pass1234", registerToken: token.data };
    expect((await h.api("/sso/registerByEmail", { body: { ...base, username: "SAME_NAME" } })).code).toBe(
      10004,
    );
    expect((await h.api("/sso/registerByEmail", { body: { ...base, username: "ab" } })).code).toBe(10026);
    expect((await h.api("/sso/registerByEmail", { body: { ...base, username: "bad name!" } })).code).toBe(
      10026,
    );
    expect(
      (await h.api("/sso/registerByEmail", { body: { ...base, username: "good_name", password: "abc" } }))
        .code,
    ).toBe(10027);
    expect((await h.api("/sso/registerByEmail", { body: { ...base, username: "good_name" } })).code).toBe(
      200,
    );
  });

  it("rejects registration without a valid register token for that identifier (10033), and a token is single-use", async () => {
    const body = {
      ...DEVICE,
      email: "x@example.com",
      password: "pass1234",
      username: "x_user_1",
      registerToken: "forged",
    };
    expect((await h.api("/sso/registerByEmail", { body })).code).toBe(10033);
    await h.api("/sso/genEmailAuthCode?email=y@example.com&forRegister=true");
    const token = await h.api("/sso/getRegisterToken", {
      body: { authCode: await h.code("y@example.com"), email: "y@example.com" },
    });
    expect((await h.api("/sso/registerByEmail", { body: { ...body, registerToken: token.data } })).code).toBe(
      10033,
    );
    const ok = await h.api("/sso/registerByEmail", {
      body: { ...body, email: "y@example.com", registerToken: token.data },
    });
    expect(ok.code).toBe(200);
    const reused = await h.api("/sso/registerByEmail", {
      body: { ...body, email: "y@example.com", username: "other_1", registerToken: token.data },
    });
    expect(reused.code).toBe(10033);
  });

  it("register token expires after 30 minutes", async () => {
    await h.api("/sso/genEmailAuthCode?email=late@example.com&forRegister=true");
    const token = await h.api("/sso/getRegisterToken", {
      body: { authCode: await h.code("late@example.com"), email: "late@example.com" },
    });
    h.clock.advance(31 * 60_000);
    const body = {
      ...DEVICE,
      email: "late@example.com",
      password: "pass1234",
      username: "late_user",
      registerToken: token.data,
    };
    expect((await h.api("/sso/registerByEmail", { body })).code).toBe(10033);
  });

  it("getRegisterToken answers 10003 for a wrong code and 10013 for a used one", async () => {
    await h.api("/sso/genEmailAuthCode?email=c@example.com&forRegister=true");
    const code = await h.code("c@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(
      (await h.api("/sso/getRegisterToken", { body: { authCode: wrong, email: "c@example.com" } })).code,
    ).toBe(10003);
    expect(
      (await h.api("/sso/getRegisterToken", { body: { authCode: code, email: "c@example.com" } })).code,
    ).toBe(200);
    expect(
      (await h.api("/sso/getRegisterToken", { body: { authCode: code, email: "c@example.com" } })).code,
    ).toBe(10013);
  });

  it("closes a registration channel per registration type and reports the type", async () => {
    expect((await h.api("/sso/registration/type")).data).toBe(3);
    await h.api("/dev/config", { body: { registrationType: 2 } });
    expect((await h.api("/sso/registration/type")).data).toBe(2);
    const phone = await h.api("/sso/genPhoneAuthCode?country=CN&phoneNo=13900000000&forRegister=true");
    expect(phone.code).toBe(10032);
    expect(phone.message).toMatch(/Mobile registration/);
    expect((await h.api("/sso/genEmailAuthCode?email=ok@example.com&forRegister=true")).code).toBe(200);
    await h.api("/dev/config", { body: { registrationType: 1 } });
    const token = await h.api("/sso/getRegisterToken", {
      body: { authCode: await h.code("ok@example.com"), email: "ok@example.com" },
    });
    expect(token.code).toBe(10032);
    expect((await h.api("/dev/config", { body: { registrationType: 7 } })).code).toBe(400);
  });

  it("generates free account IDs of 5–18 letters, digits or underscores", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const reply = await h.api("/sso/generateRandomUsername");
      expect(reply.code).toBe(200);
      expect(String(reply.data)).toMatch(/^[A-Za-z0-9_]{5,18}$/);
      ids.add(String(reply.data));
    }
    expect(ids.size).toBe(20);
  });

  it("answers 10031 for a malformed email and 10022 for a malformed phone or unknown country", async () => {
    expect((await h.api("/sso/genEmailAuthCode?email=not-an-email&forRegister=true")).code).toBe(10031);
    expect((await h.api("/sso/genPhoneAuthCode?country=CN&phoneNo=12ab&forRegister=true")).code).toBe(10022);
    expect((await h.api("/sso/genPhoneAuthCode?country=XX&phoneNo=13800138000&forRegister=true")).code).toBe(
      10022,
    );
  });
});
