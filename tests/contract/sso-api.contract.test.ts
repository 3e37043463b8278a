/**
 * The real HTTP adapter against the real local server: every SsoApi method, the envelope codes the
 * server produces, the transport faults it can inject, and the encrypted chat socket. If either
 * side drifts from docs/architecture.md's wire contract, this file fails.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CryptoJsCipher } from "../../adapters/cipher/crypto-js-cipher";
import { proxyVisitorSource } from "../../adapters/fingerprint/fingerprintjs-device-fingerprint";
import { createFieldCodec, type FieldEncoding } from "../../adapters/http/field-codec";
import { HttpSsoApi } from "../../adapters/http/http-sso-api";
import { OfetchHttpClient } from "../../adapters/http/ofetch-http-client";
import { staticRequestContext } from "../../adapters/http/request-context";
import { socketUrl } from "../../adapters/socket/socket-url";
import { WsSocket } from "../../adapters/socket/ws-socket";
import { SystemClock } from "../../adapters/time/system-clock";
import type { ApiResult } from "../../core/sso/api-result";
import type { DeviceInfo } from "../../core/sso/sso-api.port";
import type { LoginData } from "../../core/sso/sso.schema";
import { startHarness, type Harness } from "../server/support/server-harness";

let h: Harness;
let api: HttpSsoApi;
let http: OfetchHttpClient;

function client(options: { encoding?: FieldEncoding; timeoutMs?: number } = {}): OfetchHttpClient {
  return new OfetchHttpClient({
    baseURL: `${h.server.url}/api`,
    context: staticRequestContext({ language: "en-US", visitId: "contract-visitor" }),
    codec: createFieldCodec(options.encoding ?? "base64"),
    clock: new SystemClock(),
    device: "cli",
    timeoutMs: options.timeoutMs,
  });
}

beforeAll(async () => {
  h = await startHarness();
  http = client();
  api = new HttpSsoApi(http);
});
afterAll(() => h.close());

const device: DeviceInfo = {
  version: 2,
  deviceId: "contract-device",
  deviceName: "cli on linux",
  deviceType: 8,
};
const mobile: DeviceInfo = { ...device, deviceType: 9 };

function value<A>(result: ApiResult<A>): A {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value.data;
}

function serverCode(result: ApiResult<unknown>): number | string {
  return result.ok ? "ok" : result.error.kind === "server" ? result.error.code : result.error.kind;
}

const tokenOf = (data: LoginData): string => `${data.tokenHead ?? ""}${data.token ?? ""}`;

/** A new code needs the 60 s resend wait to pass; the harness clock moves without waiting. */
const pastResendWait = () => h.clock.advance(61_000);

async function registerEmail(email: string, username: string, password = "pass1234"): Promise<LoginData> {
  pastResendWait();
  value(await api.sendCode({ channel: "email", email, purpose: "register" }));
  const registerToken = value(
    await api.registerToken({ authCode: await h.code(email.toLowerCase()), email }),
  );
  return value(
    await api.registerByEmail({ ...device, email, password, username, nickname: username, registerToken }),
  );
}

describe("HttpSsoApi against the local server: catalogue calls", () => {
  it("countries returns a real list with calling codes", async () => {
    const countries = value(await api.countries());
    expect(countries.length).toBeGreaterThan(50);
    expect(countries).toContainEqual(
      expect.objectContaining({ regionCode: "CN", countryCode: expect.stringContaining("86") }),
    );
  });

  it("registrationType follows the server configuration", async () => {
    expect([1, 2, 3]).toContain(value(await api.registrationType()));
    await h.api("/dev/config", { body: { registrationType: 2 } });
    expect(value(await api.registrationType())).toBe(2);
    await h.api("/dev/config", { body: { registrationType: 3 } });
  });

  it("generateRandomUsername gives a 5–18 character ID", async () => {
    expect(value(await api.generateRandomUsername())).toMatch(/^.{5,18}$/);
  });

  it("androidVersion, adminDomains and announcements decode with the core schemas", async () => {
    expect(value(await api.androidVersion()).versionName).toEqual(expect.any(String));
    expect(value(await api.adminDomains()).length).toBeGreaterThan(0);
    expect(Array.isArray(value(await api.announcements()))).toBe(true);
  });

  it("the fingerprint proxy answers a visitor id, and null once switched to 404", async () => {
    expect(await proxyVisitorSource(http)()).toEqual(expect.any(String));
    await h.api("/dev/config", { body: { fingerprintProxy404: true } });
    expect(await proxyVisitorSource(http)()).toBeNull();
    await h.api("/dev/config", { body: { fingerprintProxy404: false } });
  });
});

describe("HttpSsoApi against the local server: email accounts", () => {
  it("signs up by email (code → register token → register), logs in and gets a one-time token", async () => {
    pastResendWait();
    const sent = value(
      await api.sendCode({ channel: "email", email: "Contract@Example.com", purpose: "register" }),
    );
    expect(sent).toEqual({ expire: 60, validFor: 300 });
    const outbox = await (await h.raw("/dev/outbox?to=contract@example.com")).json();
    expect(outbox[0]).toMatchObject({ purpose: "register", code: expect.stringMatching(/^\d{6}$/) });
    const registerToken = value(
      await api.registerToken({ authCode: outbox[0].code, email: "Contract@Example.com" }),
    );
    const registered = value(
      await api.registerByEmail({
        ...device,
        email: "Contract@Example.com",
        password: "pass1234",
        username: "contract_1",
        nickname: "C",
        registerToken,
      }),
    );
    expect(registered.tokenHead).toBe("Bearer ");
    const login = value(
      await api.loginByEmail({ ...device, email: "contract@example.com", password: "pass1234" }),
    );
    expect(login.token).toEqual(expect.any(String));
    expect(value(await api.oneTimeToken(tokenOf(login)))).toEqual(expect.any(String));
  });

  it("refuses a second code within the resend wait (10030) and a code for an existing account (10005)", async () => {
    pastResendWait();
    value(await api.sendCode({ channel: "email", email: "wait@example.com", purpose: "register" }));
    expect(
      serverCode(await api.sendCode({ channel: "email", email: "wait@example.com", purpose: "register" })),
    ).toBe(10030);
    await registerEmail("exists@example.com", "exists_1");
    pastResendWait();
    expect(
      serverCode(await api.sendCode({ channel: "email", email: "exists@example.com", purpose: "register" })),
    ).toBe(10005);
  });

  it("rejects a wrong code (10003), a forged register token (10033), a taken ID (10004) and a malformed one (10026)", async () => {
    await registerEmail("first@example.com", "taken_id");
    pastResendWait();
    value(await api.sendCode({ channel: "email", email: "second@example.com", purpose: "register" }));
    const right = await h.code("second@example.com");
    const wrong = right === "000000" ? "111111" : "000000";
    expect(serverCode(await api.registerToken({ authCode: wrong, email: "second@example.com" }))).toBe(10003);
    const registerToken = value(await api.registerToken({ authCode: right, email: "second@example.com" }));
    const base = { ...device, email: "second@example.com", password: "pass1234", nickname: "S" };
    expect(
      serverCode(await api.registerByEmail({ ...base, username: "other_1", registerToken: "forged" })),
    ).toBe(10033);
    expect(serverCode(await api.registerByEmail({ ...base, username: "taken_id", registerToken }))).toBe(
      10004,
    );
    expect(serverCode(await api.registerByEmail({ ...base, username: "x!", registerToken }))).toBe(10026);
    expect(serverCode(await api.registerByEmail({ ...base, username: "second_1", registerToken }))).toBe(
      "ok",
    );
  });

  it("answers 10002 for a wrong password and the locked code after 5 in a row; unlock by email code restores login", async () => {
    await registerEmail("lock@example.com", "lock_me_1");
    const wrong = { ...device, email: "lock@example.com", password: "wrong-pass" };
    for (let i = 0; i < 4; i++) expect(serverCode(await api.loginByEmail(wrong))).toBe(10002);
    expect([10024, 10020, 10009]).toContain(serverCode(await api.loginByEmail(wrong)));
    expect([10024, 10020, 10009]).toContain(
      serverCode(await api.loginByEmail({ ...wrong, password: "pass1234" })),
    );
    pastResendWait();
    value(await api.sendCode({ channel: "email", email: "lock@example.com", purpose: "unlock" }));
    value(
      await api.unlock({
        channel: "email",
        email: "lock@example.com",
        authCode: await h.code("lock@example.com"),
      }),
    );
    expect(serverCode(await api.loginByEmail({ ...wrong, password: "pass1234" }))).toBe("ok");
  });

  it("resets a forgotten password by email code", async () => {
    await registerEmail("forgot@example.com", "forgot_1");
    pastResendWait();
    value(await api.sendCode({ channel: "email", email: "forgot@example.com", purpose: "reset" }));
    const authCode = await h.code("forgot@example.com");
    value(
      await api.forgotPassword({
        channel: "email",
        email: "forgot@example.com",
        authCode,
        newPassword: "newpass99",
      }),
    );
    expect(
      serverCode(await api.loginByEmail({ ...device, email: "forgot@example.com", password: "pass1234" })),
    ).toBe(10002);
    expect(
      serverCode(await api.loginByEmail({ ...device, email: "forgot@example.com", password: "newpass99" })),
    ).toBe("ok");
  });

  it("logs in by account ID with country other, and answers 10019 once the account is deleted", async () => {
    await registerEmail("acct@example.com", "acct_login");
    expect(
      serverCode(
        await api.loginByPhone({ ...device, country: "other", phone: "acct_login", password: "pass1234" }),
      ),
    ).toBe("ok");
    await h.api("/dev/accounts/delete", { body: { username: "acct_login" } });
    expect(
      serverCode(await api.loginByEmail({ ...device, email: "acct@example.com", password: "pass1234" })),
    ).toBe(10019);
  });

  it("refuses an unknown token with 10008 or 401", async () => {
    expect([10008, 401]).toContain(serverCode(await api.oneTimeToken("Bearer not-a-session")));
    expect([10008, 401]).toContain(
      serverCode(await api.creatorApplicationStatus("Bearer not-a-session", "blogger")),
    );
  });

  it("sends sensitive fields plain when configured, and the server still reads them", async () => {
    const plainApi = new HttpSsoApi(client({ encoding: "plain" }));
    await registerEmail("plain@example.com", "plain_1");
    expect(
      serverCode(
        await plainApi.loginByEmail({ ...device, email: "plain@example.com", password: "pass1234" }),
      ),
    ).toBe("ok");
  });
});

describe("HttpSsoApi against the local server: phone accounts", () => {
  const phone = "13900139000";

  it("registers by phone, logs in by password and by SMS code, resets and unlocks by phone", async () => {
    pastResendWait();
    value(await api.sendCode({ channel: "phone", country: "CN", phoneNo: phone, purpose: "register" }));
    const registerToken = value(
      await api.registerToken({ authCode: await h.code(`+86${phone}`), country: "CN", phone }),
    );
    const registered = value(
      await api.registerByPhone({
        ...mobile,
        country: "CN",
        phone,
        password: "pass1234",
        username: "phone_one",
        nickname: "P",
        registerToken,
      }),
    );
    expect(registered.token).toEqual(expect.any(String));
    expect(
      serverCode(await api.loginByPhone({ ...mobile, country: "CN", phone, password: "pass1234" })),
    ).toBe("ok");

    pastResendWait();
    value(await api.sendCode({ channel: "phone", country: "CN", phoneNo: phone, purpose: "login" }));
    const sms = await api.loginByPhoneSms({
      ...mobile,
      country: "CN",
      phone,
      authCode: await h.code(`+86${phone}`),
    });
    expect(serverCode(sms)).toBe("ok");

    pastResendWait();
    value(await api.sendCode({ channel: "phone", country: "CN", phoneNo: phone, purpose: "reset" }));
    const reset = await api.forgotPassword({
      channel: "phone",
      country: "CN",
      phoneNo: phone,
      authCode: await h.code(`+86${phone}`),
      newPassword: "phonepass2",
    });
    expect(serverCode(reset)).toBe("ok");
    expect(
      serverCode(await api.loginByPhone({ ...mobile, country: "CN", phone, password: "phonepass2" })),
    ).toBe("ok");

    for (let i = 0; i < 5; i++)
      await api.loginByPhone({ ...mobile, country: "CN", phone, password: "wrong-pass" });
    expect([10024, 10020, 10009]).toContain(
      serverCode(await api.loginByPhone({ ...mobile, country: "CN", phone, password: "phonepass2" })),
    );
    pastResendWait();
    value(await api.sendCode({ channel: "phone", country: "CN", phoneNo: phone, purpose: "unlock" }));
    expect(
      serverCode(
        await api.unlock({
          channel: "phone",
          country: "CN",
          phoneNo: phone,
          authCode: await h.code(`+86${phone}`),
        }),
      ),
    ).toBe("ok");
    expect(
      serverCode(await api.loginByPhone({ ...mobile, country: "CN", phone, password: "phonepass2" })),
    ).toBe("ok");
  });

  it("refuses an SMS log-in with a wrong code (10003)", async () => {
    pastResendWait();
    value(await api.sendCode({ channel: "phone", country: "CN", phoneNo: phone, purpose: "login" }));
    const right = await h.code(`+86${phone}`);
    const wrong = right === "000000" ? "111111" : "000000";
    expect(serverCode(await api.loginByPhoneSms({ ...mobile, country: "CN", phone, authCode: wrong }))).toBe(
      10003,
    );
  });
});

describe("HttpSsoApi against the local server: creator applications", () => {
  const application = {
    role: "blogger",
    email: "creator@example.com",
    creativeField: ["other"],
    reason: "I write",
    affect: "https://x.example/me",
  } as const;

  it("submits (email base64-encoded like every sensitive field), reports reviewing, then approved; an approved blogger applying again gets 110003", async () => {
    const token = tokenOf(await registerEmail("creator@example.com", "creator_1"));
    expect(value(await api.creatorApplicationStatus(token, "blogger"))).toEqual({
      role: "blogger",
      status: "none",
    });
    expect(value(await api.submitCreatorApplication(token, application))).toEqual({
      role: "blogger",
      status: "reviewing",
    });
    expect(value(await api.creatorApplicationStatus(token, "blogger")).status).toBe("reviewing");
    await h.api("/dev/creator/approve", { body: { username: "creator_1", role: "blogger" } });
    expect(value(await api.creatorApplicationStatus(token, "blogger")).status).toBe("approved");
    expect(serverCode(await api.submitCreatorApplication(token, application))).toBe(110003);
  });
});

describe("OfetchHttpClient against the server's injected faults", () => {
  async function withFault(rule: Record<string, unknown>, run: () => Promise<void>): Promise<void> {
    await h.api("/dev/faults", { body: { path: "/sso/getCountryList", ...rule } });
    try {
      await run();
    } finally {
      await h.api("/dev/faults", { method: "DELETE" });
    }
  }

  it("classifies a delay past the timeout as timeout", async () => {
    await withFault({ delayMs: 1500 }, async () => {
      expect(await new HttpSsoApi(client({ timeoutMs: 300 })).countries()).toEqual({
        ok: false,
        error: { kind: "timeout" },
      });
    });
  });

  it("classifies HTTP 500 as http 500 (or its envelope's code)", async () => {
    await withFault({ status: 500 }, async () => {
      const result = await api.countries();
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(
          result.error.kind === "http"
            ? result.error.status
            : result.error.kind === "server"
              ? result.error.code
              : 0,
        ).toBe(500);
    });
  });

  it("classifies a malformed body as malformed", async () => {
    await withFault({ malformed: true }, async () => {
      expect(await api.countries()).toEqual({ ok: false, error: { kind: "malformed" } });
    });
  });

  it("classifies a dropped connection as network", async () => {
    await withFault({ drop: true }, async () => {
      expect(await api.countries()).toEqual({ ok: false, error: { kind: "network" } });
    });
  });

  it("probe reports the status, a JSON body and the latency", async () => {
    const result = await http.probe({ method: "GET", path: "/sso/getCountryList" });
    expect(result).toMatchObject({ kind: "response", status: 200 });
    if (result.kind !== "response") throw new Error("no response");
    expect(JSON.parse(result.text)).toMatchObject({ code: 200 });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

describe("WsSocket + CryptoJsCipher against the server's chat socket", () => {
  it("authenticates and exchanges encrypted heartbeats and messages", async () => {
    const login = await registerEmail("chat@example.com", "chat_user");
    const cipher = new CryptoJsCipher("lumen-dev-chat-key");
    const received: unknown[] = [];
    const url = socketUrl(h.server.url);
    if (!url) throw new Error("no socket url");
    const waitFor = (type: string) =>
      new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const tick = () => {
          if (received.some((m) => typeof m === "object" && m !== null && "type" in m && m.type === type))
            resolve();
          else if (Date.now() - started > 5000)
            reject(new Error(`no ${type}; got ${JSON.stringify(received)}`));
          else setTimeout(tick, 10);
        };
        tick();
      });
    let opened = false;
    const connection = new WsSocket().connect(url, {
      onOpen: () => {
        opened = true;
        connection.send(cipher.encrypt(JSON.stringify({ type: "CLI_AUTH", token: tokenOf(login) })));
      },
      onMessage: (frame) => {
        const plain = cipher.decrypt(frame);
        received.push(plain === null ? { undecryptable: frame } : JSON.parse(plain));
      },
      onClose: () => undefined,
      onError: () => undefined,
    });
    await waitFor("SRV_SUCCESS_AUTH");
    expect(opened).toBe(true);
    connection.send(cipher.encrypt(JSON.stringify({ type: "CLI_HEARTBEAT", time: 123 })));
    await waitFor("SRV_HEARTBEAT");
    connection.send(cipher.encrypt(JSON.stringify({ type: "CLI_MESSAGE", text: "héllo" })));
    await waitFor("SRV_MESSAGE");
    expect(received).toContainEqual({ type: "SRV_MESSAGE", text: "héllo" });
    expect(received.filter((m) => typeof m === "object" && m !== null && "undecryptable" in m)).toEqual([]);
    connection.close(1000, "done");
  });
});
