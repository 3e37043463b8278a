import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DEVICE,
  pastResendWait,
  registerByEmail,
  startHarness,
  type Harness,
} from "./support/server-harness";

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

async function registerPhone(digits: string, username: string): Promise<void> {
  await h.api(`/sso/genPhoneAuthCode?country=JP&phoneNo=${digits}&forRegister=true`);
  const token = await h.api("/sso/getRegisterToken", {
    body: { authCode: await h.code(`+81${digits}`), country: "JP", phone: digits },
  });
  const reply = await h.api("/sso/v2/registerByPhone", {
    body: {
      ...DEVICE,
      country: "JP",
      phone: digits,
      password: "pass1234",
      username,
      registerToken: token.data,
    },
  });
  expect(reply.code).toBe(200);
}

const emailLogin = (password: string, email = "lock@example.com") =>
  h.api("/sso/loginByEmail", { body: { ...DEVICE, email, password } });

describe("password login", () => {
  it("logs in by phone, by account ID (country other) and hands a b2bToken to host logins", async () => {
    await registerPhone("9012345678", "phone_one");
    const byPhone = await h.api("/sso/loginByPhone", {
      body: { ...DEVICE, country: "JP", phone: "9012345678", password: "pass1234" },
    });
    expect(byPhone).toMatchObject({ code: 200, data: { tokenHead: "Bearer ", b2bToken: null } });
    const byAccount = await h.api("/sso/loginByPhone", {
      body: {
        ...DEVICE,
        country: "other",
        phone: "PHONE_ONE",
        password: "pass1234",
        isStreamHostLogin: true,
      },
    });
    expect(byAccount.code).toBe(200);
    expect(byAccount.data).toMatchObject({ userInfo: { username: "phone_one" } });
    expect(typeof Object(byAccount.data).b2bToken).toBe("string");
  });

  it("answers 10006 for an unknown phone or email and 10012 for an unknown account ID", async () => {
    expect(
      (
        await h.api("/sso/loginByPhone", {
          body: { ...DEVICE, country: "CN", phone: "13800000000", password: "x1234" },
        })
      ).code,
    ).toBe(10006);
    expect((await emailLogin("pass1234", "nobody@example.com")).code).toBe(10006);
    expect(
      (
        await h.api("/sso/loginByPhone", {
          body: { ...DEVICE, country: "other", phone: "ghost_user", password: "x1234" },
        })
      ).code,
    ).toBe(10012);
  });

  it("answers 10022 and 10031 for malformed phone and email at login", async () => {
    expect(
      (
        await h.api("/sso/loginByPhone", {
          body: { ...DEVICE, country: "CN", phone: "12-x", password: "x1234" },
        })
      ).code,
    ).toBe(10022);
    expect((await emailLogin("pass1234", "broken@")).code).toBe(10031);
  });

  it("locks the account on the 5th wrong password in a row (10024) and refuses even the right password", async () => {
    await registerByEmail(h, "lock@example.com", "lock_user");
    for (let i = 0; i < 4; i += 1) {
      const reply = await emailLogin("wrong1");
      expect(reply.code).toBe(10002);
      expect(reply.data).toEqual({ attemptsLeft: 4 - i });
    }
    const fifth = await emailLogin("wrong1");
    expect(fifth.code).toBe(10024);
    expect(fifth.message).toMatch(/locked/);
    expect((await emailLogin("pass1234")).code).toBe(10024);
  });

  it("a correct password resets the wrong-password streak", async () => {
    await registerByEmail(h, "lock@example.com", "lock_user");
    for (let i = 0; i < 4; i += 1) await emailLogin("wrong1");
    expect((await emailLogin("pass1234")).code).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await emailLogin("wrong1")).code).toBe(10002);
  });

  it("unlocks a locked account with an unlock code and clears the failure counter", async () => {
    await registerByEmail(h, "lock@example.com", "lock_user");
    for (let i = 0; i < 5; i += 1) await emailLogin("wrong1");
    pastResendWait(h);
    expect((await h.api("/sso/genEmailAuthCode?email=lock@example.com&purpose=unlock")).code).toBe(200);
    const code = await h.code("lock@example.com");
    const bad = await h.api("/sso/unlockUser", {
      body: { version: 2, email: "lock@example.com", authCode: code === "000000" ? "999999" : "000000" },
    });
    expect(bad.code).toBe(10003);
    expect(
      (await h.api("/sso/unlockUser", { body: { version: 2, email: "lock@example.com", authCode: code } }))
        .code,
    ).toBe(200);
    expect((await emailLogin("pass1234")).code).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await emailLogin("wrong1")).code).toBe(10002);
  });

  it("unlocks by phone", async () => {
    await registerPhone("9011112222", "phone_two");
    for (let i = 0; i < 5; i += 1) {
      await h.api("/sso/loginByPhone", {
        body: { ...DEVICE, country: "JP", phone: "9011112222", password: "nope1" },
      });
    }
    pastResendWait(h);
    await h.api("/sso/genPhoneAuthCode?country=JP&phoneNo=9011112222&purpose=unlock");
    const unlock = await h.api("/sso/unlockUserByPhone", {
      body: { version: 2, country: "JP", phoneNo: "9011112222", authCode: await h.code("9011112222") },
    });
    expect(unlock.code).toBe(200);
    expect(
      (
        await h.api("/sso/loginByPhone", {
          body: { ...DEVICE, country: "JP", phone: "9011112222", password: "pass1234" },
        })
      ).code,
    ).toBe(200);
  });

  it("resets the password by email code, which also unlocks and ends old sessions", async () => {
    const { token } = await registerByEmail(h, "lock@example.com", "lock_user");
    for (let i = 0; i < 5; i += 1) await emailLogin("wrong1");
    pastResendWait(h);
    await h.api("/sso/genEmailAuthCode?email=lock@example.com&purpose=reset");
    const code = await h.code("lock@example.com");
    const weak = await h.api("/sso/forgetPasswordByEmail", {
      body: { version: 2, email: "lock@example.com", newPassword: "a b", authCode: code },
    });
    expect(weak.code).toBe(10027);
    const reset = await h.api("/sso/forgetPasswordByEmail", {
      body: { version: 2, email: "lock@example.com", newPassword: "newpass9", authCode: code },
    });
    expect(reset.code).toBe(200);
    expect((await emailLogin("pass1234")).code).toBe(10002);
    expect((await emailLogin("newpass9")).code).toBe(200);
    expect((await h.api("/miniProgram/oneTimeToken", { headers: { Authorization: token } })).code).toBe(
      10008,
    );
  });

  it("resets by phone and refuses unknown accounts (10006)", async () => {
    await registerPhone("9033334444", "phone_three");
    pastResendWait(h);
    await h.api("/sso/genPhoneAuthCode?country=JP&phoneNo=9033334444&purpose=reset");
    const reset = await h.api("/sso/forgetPasswordByPhone", {
      body: {
        version: 2,
        country: "JP",
        phoneNo: "9033334444",
        newPassword: "fresh123",
        authCode: await h.code("9033334444"),
      },
    });
    expect(reset.code).toBe(200);
    expect(
      (
        await h.api("/sso/loginByPhone", {
          body: { ...DEVICE, country: "JP", phone: "9033334444", password: "fresh123" },
        })
      ).code,
    ).toBe(200);
    const unknown = await h.api("/sso/forgetPasswordByPhone", {
      body: { country: "JP", phoneNo: "9099998888", newPassword: "fresh123", authCode: "123456" },
    });
    expect(unknown.code).toBe(10006);
    expect((await h.api("/sso/genPhoneAuthCode?country=JP&phoneNo=9099998888&purpose=reset")).code).toBe(
      10006,
    );
  });

  it("answers 10019 for a deleted account at login and when requesting codes", async () => {
    await registerByEmail(h, "gone@example.com", "gone_user");
    expect((await h.api("/dev/accounts/delete", { body: { username: "gone_user" } })).code).toBe(200);
    expect((await emailLogin("pass1234", "gone@example.com")).code).toBe(10019);
    expect(
      (
        await h.api("/sso/loginByPhone", {
          body: { ...DEVICE, country: "other", phone: "gone_user", password: "pass1234" },
        })
      ).code,
    ).toBe(10019);
    pastResendWait(h);
    expect((await h.api("/sso/genEmailAuthCode?email=gone@example.com&purpose=login")).code).toBe(10019);
    expect((await h.api("/dev/accounts/delete", { body: { username: "nobody_here" } })).code).toBe(10006);
  });
});

describe("SMS login and the code lifecycle", () => {
  it("logs in by SMS code once; the same code then answers 10013", async () => {
    await registerPhone("9055556666", "sms_user");
    pastResendWait(h);
    await h.api("/sso/genPhoneAuthCode?country=JP&phoneNo=9055556666&isByPhoneSms=true&purpose=login");
    const code = await h.code("9055556666");
    const body = { ...DEVICE, country: "JP", phone: "9055556666", authCode: code };
    expect((await h.api("/sso/loginByPhoneSms", { body })).code).toBe(200);
    expect((await h.api("/sso/loginByPhoneSms", { body })).code).toBe(10013);
  });

  it("answers a register token (not 10006) for a new phone's valid login code; the token signs that phone up", async () => {
    const sent = await h.api(
      "/sso/genPhoneAuthCode?country=JP&phoneNo=9044445555&isByPhoneSms=true&purpose=login",
    );
    expect(sent.code).toBe(200);
    const body = { ...DEVICE, country: "JP", phone: "9044445555" };
    expect((await h.api("/sso/loginByPhoneSms", { body: { ...body, authCode: "000000" } })).code).toBe(10003);
    const login = await h.api("/sso/loginByPhoneSms", {
      body: { ...body, authCode: await h.code("9044445555") },
    });
    expect(login.code).toBe(200);
    const registerToken = Object(login.data).registerToken;
    expect(login.data).toEqual({ registerToken: expect.any(String) });
    // Bound to this phone only.
    const other = {
      ...DEVICE,
      country: "JP",
      phone: "9044446666",
      password: "pass1234",
      username: "sms_other",
      registerToken,
    };
    expect((await h.api("/sso/v2/registerByPhone", { body: other })).code).toBe(10033);
    const registered = await h.api("/sso/v2/registerByPhone", {
      body: { ...body, password: "pass1234", username: "sms_new", registerToken },
    });
    expect(registered).toMatchObject({
      code: 200,
      data: { userInfo: { username: "sms_new", phone: "+819044445555" } },
    });
    // Now it has an account, so the next SMS login is an ordinary login.
    pastResendWait(h);
    await h.api("/sso/genPhoneAuthCode?country=JP&phoneNo=9044445555&isByPhoneSms=true&purpose=login");
    const again = await h.api("/sso/loginByPhoneSms", {
      body: { ...body, authCode: await h.code("9044445555") },
    });
    expect(again).toMatchObject({ code: 200, data: { userInfo: { username: "sms_new" } } });
  });

  it("keeps 10006 for a new phone while phone registration is closed, and for other purposes and email", async () => {
    await h.api("/dev/config", { body: { registrationType: 2 } });
    expect((await h.api("/sso/genPhoneAuthCode?country=JP&phoneNo=9044447777&purpose=login")).code).toBe(
      10006,
    );
    expect(
      (
        await h.api("/sso/loginByPhoneSms", {
          body: { ...DEVICE, country: "JP", phone: "9044447777", authCode: "123456" },
        })
      ).code,
    ).toBe(10006);
    await h.api("/dev/config", { body: { registrationType: 3 } });
    expect((await h.api("/sso/genPhoneAuthCode?country=JP&phoneNo=9044448888&purpose=reset")).code).toBe(
      10006,
    );
    expect((await h.api("/sso/genPhoneAuthCode?country=JP&phoneNo=9044448888&purpose=unlock")).code).toBe(
      10006,
    );
    expect((await h.api("/sso/genEmailAuthCode?email=new.sms@example.com&purpose=login")).code).toBe(10006);
  });

  it("answers 10003 for a wrong code and 10013 once the code is older than 5 minutes", async () => {
    await registerPhone("9077778888", "sms_two");
    pastResendWait(h);
    await h.api("/sso/genPhoneAuthCode?country=JP&phoneNo=9077778888&isByPhoneSms=true");
    const code = await h.code("9077778888");
    const body = { ...DEVICE, country: "JP", phone: "9077778888" };
    expect(
      (
        await h.api("/sso/loginByPhoneSms", {
          body: { ...body, authCode: code === "123456" ? "654321" : "123456" },
        })
      ).code,
    ).toBe(10003);
    h.clock.advance(5 * 60_000 + 1);
    expect((await h.api("/sso/loginByPhoneSms", { body: { ...body, authCode: code } })).code).toBe(10013);
  });

  it("refuses a resend within 60 s with 10030 and the seconds left, then allows it", async () => {
    const first = await h.api("/sso/genEmailAuthCode?email=wait@example.com&forRegister=true");
    expect(first.data).toEqual({ expire: 60, validFor: 300 });
    h.clock.advance(15_000);
    const early = await h.api("/sso/genEmailAuthCode?email=wait@example.com&forRegister=true");
    expect(early.code).toBe(10030);
    expect(early.data).toEqual({ expire: 45, validFor: 300 });
    expect(early.message).toContain("45");
    h.clock.advance(45_000);
    expect((await h.api("/sso/genEmailAuthCode?email=wait@example.com&forRegister=true")).code).toBe(200);
  });

  it("a newer code replaces the older one (10013 for the old)", async () => {
    await h.api("/sso/genEmailAuthCode?email=new@example.com&forRegister=true");
    const old = await h.code("new@example.com");
    pastResendWait(h);
    await h.api("/sso/genEmailAuthCode?email=new@example.com&forRegister=true");
    const fresh = await h.code("new@example.com");
    if (old !== fresh)
      expect(
        (await h.api("/sso/getRegisterToken", { body: { authCode: old, email: "new@example.com" } })).code,
      ).toBe(10013);
    expect(
      (await h.api("/sso/getRegisterToken", { body: { authCode: fresh, email: "new@example.com" } })).code,
    ).toBe(200);
  });

  it("burns a code after 5 wrong guesses so it can't be brute-forced", async () => {
    await h.api("/sso/genEmailAuthCode?email=guess@example.com&forRegister=true");
    const code = await h.code("guess@example.com");
    for (let i = 0; i < 5; i += 1) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
      expect(
        (await h.api("/sso/getRegisterToken", { body: { authCode: guess, email: "guess@example.com" } }))
          .code,
      ).toBe(10003);
    }
    expect(
      (await h.api("/sso/getRegisterToken", { body: { authCode: code, email: "guess@example.com" } })).code,
    ).toBe(10013);
  });

  it("codes are 6 digits and the outbox lists newest first with ISO times", async () => {
    await h.api("/sso/genEmailAuthCode?email=one@example.com&forRegister=true");
    h.clock.advance(1000);
    await h.api("/sso/genEmailAuthCode?email=two@example.com&forRegister=true");
    const list: { to: string; code: string; sentAt: string }[] = await (await h.raw("/dev/outbox")).json();
    expect(list.map((e) => e.to)).toEqual(["two@example.com", "one@example.com"]);
    for (const entry of list) {
      expect(entry.code).toMatch(/^\d{6}$/);
      expect(new Date(entry.sentAt).toISOString()).toBe(entry.sentAt);
    }
  });
});
