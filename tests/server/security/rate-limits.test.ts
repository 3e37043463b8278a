import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DEVICE,
  pastResendWait,
  registerByEmail,
  startHarness,
  type Harness,
} from "../support/server-harness";

let h: Harness;
beforeEach(async () => {
  // A high lock threshold so the per-client password limit is what answers, not the account lock.
  h = await startHarness({ lockAfter: 1000 });
});
afterEach(() => h.close());

const phoneCode = (phone: string) =>
  h.api(`/sso/genPhoneAuthCode?country=CN&phoneNo=${phone}&purpose=login&isByPhoneSms=true`);

describe("code sending", () => {
  it("lets one client send 10 codes in a burst, then answers 10030 with the wait", async () => {
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await phoneCode(`1391111${String(1000 + i)}`));
    expect(answers.slice(0, 10).map((a) => a.code)).toEqual(Array(10).fill(200));
    expect(answers[10]).toMatchObject({ code: 10030, data: { expire: 6 } });
    expect(answers[10]?.message).toBe("Codes are being requested too often. Please try again in 6 s.");
    // One code comes back every 6 s.
    h.clock.advance(6_000);
    expect((await phoneCode("13911112000")).code).toBe(200);
    expect((await phoneCode("13911112001")).code).toBe(10030);
  });

  it("caps codes to one address at 10, even past the resend wait", async () => {
    await h.close();
    // A short resend wait, and 6 s between sends so the per-client limit never answers here.
    h = await startHarness({ resendWaitMs: 5_000 });
    await registerByEmail(h, "cap@example.com", "cap_user");
    const sent = [];
    for (let i = 0; i < 10; i += 1) {
      h.clock.advance(6_000);
      sent.push((await h.api("/sso/genEmailAuthCode?email=cap@example.com&purpose=reset")).code);
    }
    // registerByEmail spent one: 9 more pass, the 11th code to the address waits ~6 minutes.
    expect(sent.slice(0, 9)).toEqual(Array(9).fill(200));
    const last = await h.api("/sso/genEmailAuthCode?email=cap@example.com&purpose=reset");
    expect(sent[9]).toBe(10030);
    expect(last).toMatchObject({ code: 10030 });
    expect(Number(Object(last.data).expire)).toBeGreaterThan(200);
  });
});

describe("code checking", () => {
  it("answers 10029 after 10 wrong codes for one address, before looking at the code", async () => {
    await phoneCode("13922223333");
    const right = await h.code("+8613922223333");
    const wrong = right === "000000" ? "111111" : "000000";
    const check = (authCode: string) =>
      h.api("/sso/loginByPhoneSms", { body: { ...DEVICE, country: "CN", phone: "13922223333", authCode } });
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      // A code burns after 5 wrong guesses: ask for a fresh one when it does.
      if (i === 5) {
        pastResendWait(h);
        await phoneCode("13922223333");
      }
      answers.push((await check(wrong)).code);
    }
    expect(answers.every((c) => c === 10003 || c === 10013)).toBe(true);
    pastResendWait(h);
    await phoneCode("13922223333");
    const limited = await check(await h.code("+8613922223333"));
    expect(limited.code).toBe(10029);
    expect(limited.message).toMatch(/^Too many attempts\. Please try again in \d+ s\.$/);
    expect(limited.data).toMatchObject({ retryAfter: expect.any(Number) });
  });
});

describe("password attempts", () => {
  it("answers 10029 to a client after 20 wrong passwords or unknown accounts, right ones never count", async () => {
    await registerByEmail(h, "guess@example.com", "guess_user");
    const login = (email: string, password: string) =>
      h.api("/sso/loginByEmail", { body: { ...DEVICE, email, password } });
    for (let i = 0; i < 10; i += 1) expect((await login("guess@example.com", "pass1234")).code).toBe(200);
    const codes = [];
    for (let i = 0; i < 10; i += 1) codes.push((await login("guess@example.com", `wrong${i}`)).code);
    for (let i = 0; i < 10; i += 1) codes.push((await login(`nobody${i}@example.com`, "pass1234")).code);
    expect(codes.filter((c) => c === 10002)).toHaveLength(10);
    expect(codes.filter((c) => c === 10006)).toHaveLength(10);
    const limited = await login("guess@example.com", "pass1234");
    expect(limited.code).toBe(10029);
    expect(limited.data).toEqual({ retryAfter: 3 });
    h.clock.advance(3_000);
    expect((await login("guess@example.com", "pass1234")).code).toBe(200);
  });
});

describe("phone numbers", () => {
  it("treats 013911112222, 8613911112222 and +86 139-1111-2222 as 13911112222 under CN", async () => {
    expect((await phoneCode("013911112222")).code).toBe(200);
    // Same phone: the resend wait applies, whichever way it is written.
    expect((await phoneCode("8613911112222")).code).toBe(10030);
    expect((await phoneCode(encodeURIComponent("+86 139-1111-2222"))).code).toBe(10030);
    const token = await h.api("/sso/loginByPhoneSms", {
      body: { ...DEVICE, country: "CN", phone: "8613911112222", authCode: await h.code("+8613911112222") },
    });
    expect(token.data).toMatchObject({ registerToken: expect.any(String) });
    const registerToken = (token.data as { registerToken: string }).registerToken;
    const created = await h.api("/sso/v2/registerByPhone", {
      body: {
        ...DEVICE,
        country: "CN",
        phone: "13911112222",
        password: "pass1234",
        username: "phone_user",
        registerToken,
      },
    });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ userInfo: { mobile: "13911112222", phone: "+8613911112222" } });
    for (const phone of ["013911112222", "8613911112222", "139 1111 2222"]) {
      const login = await h.api("/sso/loginByPhone", {
        body: { ...DEVICE, country: "CN", phone, password: "pass1234" },
      });
      expect(login.code, phone).toBe(200);
    }
    pastResendWait(h);
    const again = await h.api("/sso/genPhoneAuthCode?country=CN&phoneNo=8613911112222&purpose=register");
    expect(again.code).toBe(10005);
  });
});

describe("--rate-limit-factor", () => {
  it("multiplies every burst and the requests in flight, and refuses values outside 1..1000", async () => {
    const { parseCommandLine } = await import("../../../server/config/command-line");
    const parsed = parseCommandLine(["--rate-limit-factor", "3"], {});
    expect(parsed.ok && parsed.options.rateLimits?.codeSendPerClient).toEqual({
      capacity: 30,
      refillMs: 6_000,
    });
    // The requests one address may have open at once scale with it (ADR-0420).
    expect(parsed.ok && parsed.options.maxInFlightPerClient).toBe(60);
    expect(parseCommandLine(["--rate-limit-factor", "0"], {}).ok).toBe(false);
    expect(parseCommandLine([], { RATE_LIMIT_FACTOR: "1.5" }).ok).toBe(false);
  });
});
