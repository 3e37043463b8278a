import { afterEach, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../../../server/simulator/domain/password-hash";
import { addressOf, emailIdentifier, phoneIdentifier } from "../../../../server/simulator/domain/identifier";
import { clientKey } from "../../../../server/simulator/security/rate-limiter";
import {
  DEVICE,
  pastResendWait,
  registerByEmail,
  startHarness,
  type Harness,
} from "../../support/server-harness";
import { apiFrom } from "./client-request";

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const ATTACKER = "127.0.0.2";
const OWNER = "127.0.0.3";

describe("password guesses under concurrency", () => {
  it("gives at most the limit of 60 concurrent wrong passwords a verdict; the rest get 10029", async () => {
    const harness = await startHarness({ lockAfter: 1000 });
    h = harness;
    await registerByEmail(harness, "many@example.com", "many_user");
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        apiFrom(harness.server.url, ATTACKER, "/sso/loginByEmail", {
          ...DEVICE,
          email: "many@example.com",
          password: `wrong${i}`,
        }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 10002)).toHaveLength(20);
    expect(codes.filter((c) => c === 10029)).toHaveLength(40);
  });

  it("limits right passwords from one client too, each one costs a hash", async () => {
    const harness = await startHarness();
    h = harness;
    await registerByEmail(harness, "often@example.com", "often_user");
    const codes = [];
    for (let i = 0; i < 31; i += 1)
      codes.push(
        (
          await apiFrom(harness.server.url, ATTACKER, "/sso/loginByEmail", {
            ...DEVICE,
            email: "often@example.com",
            password: "pass1234",
          })
        ).code,
      );
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(codes[30]).toBe(10029);
    // Another client is not affected.
    const other = await apiFrom(harness.server.url, OWNER, "/sso/loginByEmail", {
      ...DEVICE,
      email: "often@example.com",
      password: "pass1234",
    });
    expect(other.code).toBe(200);
  });
});

describe("an attacker cannot keep the owner locked out", () => {
  it("lets the owner unlock and reset with the codes sent to them while another client guesses", async () => {
    const harness = await startHarness();
    h = harness;
    const url = harness.server.url;
    await registerByEmail(harness, "victim@example.com", "victim_user");
    const wrongLogin = (i: number) =>
      apiFrom(url, ATTACKER, "/sso/loginByEmail", {
        ...DEVICE,
        email: "victim@example.com",
        password: `bad${i}`,
      });
    const wrongCode = (route: string, extra: object = {}) =>
      apiFrom(url, ATTACKER, route, {
        version: 2,
        email: "victim@example.com",
        authCode: "000000",
        ...extra,
      });
    for (let i = 0; i < 5; i += 1) await wrongLogin(i);
    // The attacker asks for unlock and reset codes too (they go to the owner) and guesses.
    for (let round = 0; round < 3; round += 1) {
      await apiFrom(url, ATTACKER, "/sso/genEmailAuthCode?email=victim@example.com&purpose=unlock");
      await apiFrom(url, ATTACKER, "/sso/genEmailAuthCode?email=victim@example.com&purpose=reset");
      for (let i = 0; i < 12; i += 1) await wrongCode("/sso/unlockUser");
      for (let i = 0; i < 12; i += 1)
        await wrongCode("/sso/forgetPasswordByEmail", { newPassword: "evil123" });
      pastResendWait(harness);
    }
    expect((await wrongCode("/sso/unlockUser")).code).toBe(10029);

    // The owner, on another client, asks for an unlock code; the attacker keeps guessing meanwhile.
    expect(
      (await apiFrom(url, OWNER, "/sso/genEmailAuthCode?email=victim@example.com&purpose=unlock")).code,
    ).toBe(200);
    const unlockCode = await harness.code("victim@example.com");
    for (let i = 0; i < 12; i += 1) await wrongCode("/sso/unlockUser");
    const unlocked = await apiFrom(url, OWNER, "/sso/unlockUser", {
      version: 2,
      email: "victim@example.com",
      authCode: unlockCode,
    });
    expect(unlocked.code).toBe(200);

    for (let i = 0; i < 5; i += 1) await wrongLogin(10 + i);
    expect(
      (await apiFrom(url, OWNER, "/sso/genEmailAuthCode?email=victim@example.com&purpose=reset")).code,
    ).toBe(200);
    const resetCode = await harness.code("victim@example.com");
    for (let i = 0; i < 12; i += 1) await wrongCode("/sso/forgetPasswordByEmail", { newPassword: "evil123" });
    const reset = await apiFrom(url, OWNER, "/sso/forgetPasswordByEmail", {
      version: 2,
      email: "victim@example.com",
      newPassword: "mine5678",
      authCode: resetCode,
    });
    expect(reset.code).toBe(200);
  });

  it("lets the owner get a code after another client used up its own code requests", async () => {
    const harness = await startHarness({ resendWaitMs: 1_000 });
    h = harness;
    await registerByEmail(harness, "inbox@example.com", "inbox_user");
    const ask = (from: string) =>
      apiFrom(harness.server.url, from, "/sso/genEmailAuthCode?email=inbox@example.com&purpose=reset");
    const attacker = [];
    for (let i = 0; i < 12; i += 1) {
      harness.clock.advance(6_000);
      attacker.push((await ask(ATTACKER)).code);
    }
    expect(attacker.at(-1)).toBe(10030);
    expect((await ask(OWNER)).code).toBe(200);
  });
});

describe("the hash queue", () => {
  it("serves clients in turn: one client's backlog does not hold another's hash behind it", async () => {
    const stored = await hashPassword("pass1234", "setup");
    const finished: string[] = [];
    const backlog = Array.from({ length: 40 }, () =>
      verifyPassword("wrong", stored, "busy").then(() => finished.push("busy")),
    );
    const other = verifyPassword("pass1234", stored, "other").then((right) => {
      finished.push("other");
      return right;
    });
    expect(await other).toBe(true);
    await Promise.all(backlog);
    // Two run at once and clients take turns, so only a few of the backlog finish first (first come,
    // first served would put it 41st). Not "at most 4": on a loaded machine the pool's threads are
    // descheduled unevenly and a hash started with it can overtake it (6 seen in a clean-clone run).
    expect(finished.indexOf("other")).toBeLessThanOrEqual(10);
  });
});

describe("one client, one key", () => {
  it("keys IPv6 clients by their /64 and IPv4 as written", () => {
    expect(clientKey("2001:db8:1:2::1")).toBe(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:fffe"));
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
    expect(clientKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("192.0.2.1")).not.toBe(clientKey("192.0.2.2"));
  });
});

describe("one identity per account, whatever the spelling", () => {
  it("reads national, international, spaced, bracketed and full-width phone numbers as one", () => {
    const spellings = [
      "13911112222",
      "+86 139 1111 2222",
      "0086-139-1111-2222",
      "(139) 1111.2222",
      "１３９１１１１２２２２",
      "＋８６ １３９ １１１１ ２２２２",
    ];
    const addresses = spellings.map((raw) => {
      const id = phoneIdentifier("CN", raw);
      return id ? addressOf(id) : raw;
    });
    expect(new Set(addresses)).toEqual(new Set(["+8613911112222"]));
    const fullWidthCountry = phoneIdentifier("＋８６", "13911112222");
    expect(fullWidthCountry && addressOf(fullWidthCountry)).toBe("+8613911112222");
  });

  it("reads one email in any case, full-width or with its domain's trailing dot as one; dots stay", () => {
    const spellings = [
      "User@Example.com",
      " user@EXAMPLE.COM ",
      "ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ",
      "user@example.com.",
    ];
    const addresses = spellings.map((raw) => {
      const id = emailIdentifier(raw);
      return id ? addressOf(id) : raw;
    });
    expect(new Set(addresses)).toEqual(new Set(["user@example.com"]));
    const dotted = emailIdentifier("u.ser@example.com");
    expect(dotted && addressOf(dotted)).toBe("u.ser@example.com");
  });

  it("lets an account registered as one spelling log in with another", async () => {
    const harness = await startHarness();
    h = harness;
    await registerByEmail(harness, "mixed@example.com", "mixed_user");
    const login = await harness.api("/sso/loginByEmail", {
      body: { ...DEVICE, email: "ＭＩＸＥＤ＠Example.com.", password: "pass1234" },
    });
    expect(login.code).toBe(200);
  });
});
