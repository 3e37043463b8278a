import * as Schema from "effect/Schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BrowserDeviceContext } from "../../../adapters/device/browser-device-context";
import { NodeDeviceContext } from "../../../adapters/device/node-device-context";
import { createFieldCodec } from "../../../adapters/http/field-codec";
import { HttpSsoApi } from "../../../adapters/http/http-sso-api";
import { OfetchHttpClient } from "../../../adapters/http/ofetch-http-client";
import { staticRequestContext } from "../../../adapters/http/request-context";
import * as R from "../../../core/contract/sso-requests.schema";
import type { SsoApi } from "../../../core/sso/sso-api.port";
import { readTextNumbers } from "../../../server/simulator/http/text-numbers";
import { json, startRecordingServer, type RecordingServer } from "./recording-server";

let server: RecordingServer;
let api: SsoApi;
let answer: unknown = null;

beforeAll(async () => {
  server = await startRecordingServer();
  api = new HttpSsoApi(
    new OfetchHttpClient({
      baseURL: server.baseURL,
      context: staticRequestContext({ visitId: "v" }),
      // Plain so the payload assertions read like the SPEC table.
      codec: createFieldCodec("plain"),
      clock: { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined },
      device: "h5",
    }),
  );
  server.handle((_req, res) => json(res, 200, { code: 200, message: "ok", data: answer }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  answer = null;
});

const device = { version: 2, deviceId: "dev-1", deviceName: "Chrome on Android", deviceType: 9 } as const;

function only() {
  expect(server.requests).toHaveLength(1);
  const request = server.requests[0];
  if (!request) throw new Error("no request");
  return {
    method: request.method,
    path: request.url.pathname,
    query: Object.fromEntries(request.url.searchParams),
    body: request.body ? JSON.parse(request.body) : undefined,
    headers: request.headers,
  };
}

const login = { token: "t", tokenHead: "Bearer " };

describe("HttpSsoApi maps each SsoApi method to its API-CALLS-1 call", () => {
  it("loginByEmail posts device info, credentials and only the login options that are set", async () => {
    answer = login;
    const result = await api.loginByEmail({
      ...device,
      email: "a@b.c",
      password: "pw",
      isStreamHostLogin: true,
    });
    expect(result).toEqual({ ok: true, value: { data: login, message: "ok" } });
    const call = only();
    expect(call).toMatchObject({ method: "POST", path: "/api/sso/loginByEmail" });
    expect(call.body).toEqual({ ...device, email: "a@b.c", password: "pw", isStreamHostLogin: true });
    expect(call.headers["x-device-type"]).toBeUndefined();
  });

  it("loginByPhone sends country and phone, with X-Device-Type", async () => {
    answer = login;
    await api.loginByPhone({ ...device, country: "other", phone: "account01", password: "pw" });
    const call = only();
    expect(call).toMatchObject({ method: "POST", path: "/api/sso/loginByPhone" });
    expect(call.body).toEqual({ ...device, country: "other", phone: "account01", password: "pw" });
    expect(call.headers["x-device-type"]).toBe("9");
  });

  it("loginByPhoneSms sends the auth code, with X-Device-Type", async () => {
    answer = login;
    await api.loginByPhoneSms({ ...device, deviceType: 8, country: "CN", phone: "138", authCode: "123456" });
    const call = only();
    expect(call).toMatchObject({ method: "POST", path: "/api/sso/loginByPhoneSms" });
    expect(call.body).toEqual({ ...device, deviceType: 8, country: "CN", phone: "138", authCode: "123456" });
    expect(call.headers["x-device-type"]).toBe("8");
  });

  const fields = { password: "pw", username: "ann01", nickname: "Ann", registerToken: "rt", groupLink: "g" };

  it("registerByEmail posts the form fields without confirmPassword", async () => {
    answer = login;
    await api.registerByEmail({ ...device, ...fields, email: "a@b.c" });
    const call = only();
    expect(call).toMatchObject({ method: "POST", path: "/api/sso/registerByEmail" });
    expect(call.body).toEqual({ ...device, ...fields, email: "a@b.c" });
    expect(call.headers["x-device-type"]).toBeUndefined();
  });

  it("registerByEmail sends isBiometric only when a caller sets it (ADR-0491)", async () => {
    answer = login;
    await api.registerByEmail({ ...device, ...fields, email: "a@b.c", isBiometric: true });
    expect(only().body).toMatchObject({ isBiometric: true });
    server.requests.length = 0;
    await api.registerByEmail({ ...device, ...fields, email: "a@b.c" });
    expect(only().body).not.toHaveProperty("isBiometric");
  });

  it("registerByPhone posts to /sso/v2/registerByPhone with X-Device-Type", async () => {
    answer = login;
    await api.registerByPhone({ ...device, ...fields, country: "CN", phone: "138" });
    const call = only();
    expect(call).toMatchObject({ method: "POST", path: "/api/sso/v2/registerByPhone" });
    expect(call.body).toEqual({ ...device, ...fields, country: "CN", phone: "138" });
    expect(call.headers["x-device-type"]).toBe("9");
  });

  it("sendCode by email is a GET with forRegister, isByPhoneSms, version, purpose and email", async () => {
    answer = { expire: 60, validFor: 300 };
    const result = await api.sendCode({ channel: "email", email: "a@b.c", purpose: "register" });
    expect(result.ok && result.value.data).toEqual({ expire: 60, validFor: 300 });
    expect(only()).toMatchObject({
      method: "GET",
      path: "/api/sso/genEmailAuthCode",
      query: {
        forRegister: "true",
        isByPhoneSms: "false",
        version: "2",
        purpose: "register",
        email: "a@b.c",
      },
    });
  });

  it("sendCode by phone for SMS log-in sets isByPhoneSms and sends phoneNo", async () => {
    answer = { expire: 60 };
    await api.sendCode({ channel: "phone", country: "CN", phoneNo: "138", purpose: "login" });
    expect(only()).toMatchObject({
      method: "GET",
      path: "/api/sso/genPhoneAuthCode",
      query: {
        forRegister: "false",
        isByPhoneSms: "true",
        version: "2",
        purpose: "login",
        country: "CN",
        phoneNo: "138",
      },
    });
  });

  it("forgotPassword posts to the email or phone path", async () => {
    await api.forgotPassword({ channel: "email", email: "a@b.c", authCode: "1", newPassword: "np" });
    expect(only()).toMatchObject({
      path: "/api/sso/forgetPasswordByEmail",
      body: { version: 2, newPassword: "np", authCode: "1", email: "a@b.c" },
    });
    server.requests.length = 0;
    await api.forgotPassword({
      channel: "phone",
      country: "CN",
      phoneNo: "138",
      authCode: "1",
      newPassword: "np",
    });
    expect(only()).toMatchObject({
      path: "/api/sso/forgetPasswordByPhone",
      body: { version: 2, newPassword: "np", authCode: "1", country: "CN", phoneNo: "138" },
    });
  });

  it("unlock posts to /sso/unlockUser or /sso/unlockUserByPhone", async () => {
    await api.unlock({ channel: "email", email: "a@b.c", authCode: "1" });
    expect(only()).toMatchObject({
      method: "POST",
      path: "/api/sso/unlockUser",
      body: { version: 2, authCode: "1", email: "a@b.c" },
    });
    server.requests.length = 0;
    await api.unlock({ channel: "phone", country: "CN", phoneNo: "138", authCode: "1" });
    expect(only()).toMatchObject({
      path: "/api/sso/unlockUserByPhone",
      body: { version: 2, authCode: "1", country: "CN", phoneNo: "138" },
    });
  });

  it("countries decodes the country list", async () => {
    answer = [{ countryName: "China", countryCode: "86", regionCode: "CN" }];
    const result = await api.countries();
    expect(result.ok && result.value.data).toEqual(answer);
    expect(only()).toMatchObject({ method: "GET", path: "/api/sso/getCountryList" });
  });

  it("generateRandomUsername, registrationType, androidVersion, adminDomains and announcements are plain GETs", async () => {
    const cases: [() => Promise<{ ok: boolean }>, string, unknown][] = [
      [() => api.generateRandomUsername(), "/api/sso/generateRandomUsername", "user12345"],
      [() => api.registrationType(), "/api/sso/registration/type", 3],
      [() => api.androidVersion(), "/api/version/getAndroidVersion", { versionName: "1.2.3" }],
      [() => api.adminDomains(), "/api/b2b/domains", ["https://a.example"]],
      [() => api.announcements(), "/api/public/announcement/all", [{ id: 1, title: "Hi" }]],
    ];
    for (const [call, path, data] of cases) {
      server.requests.length = 0;
      answer = data;
      expect(await call()).toEqual({ ok: true, value: { data, message: "ok" } });
      expect(only()).toMatchObject({ method: "GET", path });
    }
  });

  it("registrationType outside 1..3 is malformed", async () => {
    answer = 7;
    expect(await api.registrationType()).toEqual({ ok: false, error: { kind: "malformed", part: "data" } });
  });

  it("registerToken posts the code and contact with version", async () => {
    answer = "register-token";
    const result = await api.registerToken({ authCode: "123456", email: "a@b.c" });
    expect(result.ok && result.value.data).toBe("register-token");
    expect(only()).toMatchObject({
      method: "POST",
      path: "/api/sso/getRegisterToken",
      body: { authCode: "123456", email: "a@b.c", version: 2 },
    });
  });

  it("oneTimeToken sends the stored token verbatim as Authorization", async () => {
    answer = "one-time";
    const result = await api.oneTimeToken("Bearer abc");
    expect(result.ok && result.value.data).toBe("one-time");
    const call = only();
    expect(call).toMatchObject({ method: "GET", path: "/api/miniProgram/oneTimeToken" });
    expect(call.headers.authorization).toBe("Bearer abc");
  });

  it("submitCreatorApplication posts the application with Authorization", async () => {
    answer = { role: "blogger", status: "reviewing" };
    const application = {
      role: "blogger",
      email: "a@b.c",
      creativeField: ["other"],
      reason: "r",
      affect: "https://x",
    } as const;
    const result = await api.submitCreatorApplication("Bearer abc", application);
    expect(result.ok && result.value.data).toEqual(answer);
    const call = only();
    expect(call).toMatchObject({ method: "POST", path: "/api/creator/application", body: application });
    expect(call.headers.authorization).toBe("Bearer abc");
  });

  it("creatorApplicationStatus asks by role with Authorization", async () => {
    answer = { role: "streamer", status: "none" };
    await api.creatorApplicationStatus("Bearer abc", "streamer");
    const call = only();
    expect(call).toMatchObject({
      method: "GET",
      path: "/api/creator/application/status",
      query: { role: "streamer" },
    });
    expect(call.headers.authorization).toBe("Bearer abc");
  });
});

/** The schema the local server decodes each call's input with (server/simulator/routes). */
const REQUEST_SCHEMAS: Readonly<Record<string, Schema.ConstraintDecoder<unknown>>> = {
  "/sso/loginByEmail": R.LoginByEmailBody,
  "/sso/loginByPhone": R.LoginByPhoneBody,
  "/sso/loginByPhoneSms": R.LoginByPhoneSmsBody,
  "/sso/registerByEmail": R.RegisterByEmailBody,
  "/sso/v2/registerByPhone": R.RegisterByPhoneBody,
  "/sso/genEmailAuthCode": R.EmailCodeQuery,
  "/sso/genPhoneAuthCode": R.PhoneCodeQuery,
  "/sso/forgetPasswordByEmail": R.ForgotByEmailBody,
  "/sso/forgetPasswordByPhone": R.ForgotByPhoneBody,
  "/sso/unlockUser": R.UnlockByEmailBody,
  "/sso/unlockUserByPhone": R.UnlockByPhoneBody,
  "/sso/getRegisterToken": R.RegisterTokenBody,
};

describe("what the web app and lumen send decodes with the contract's request schemas (SPEC §7 fields required)", () => {
  const fingerprint = { visitorId: async () => "visitor-1" };
  const contexts = {
    "the browser on a phone": new BrowserDeviceContext(fingerprint, () => ({
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
      maxTouchPoints: 5,
    })),
    "the browser on a desktop": new BrowserDeviceContext(fingerprint, () => ({
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36",
    })),
    lumen: new NodeDeviceContext(fingerprint, "linux"),
  };

  for (const [name, context] of Object.entries(contexts))
    it(`${name}: every call with a body or query`, async () => {
      answer = login;
      const info = await context.deviceInfo();
      const form = { password: "pw", username: "ann01", nickname: "Ann", registerToken: "rt" };
      await api.loginByEmail({ ...info, email: "a@b.c", password: "pw" });
      await api.loginByPhone({ ...info, country: "CN", phone: "138", password: "pw" });
      await api.loginByPhoneSms({ ...info, country: "CN", phone: "138", authCode: "1" });
      await api.registerByEmail({ ...info, ...form, email: "a@b.c" });
      await api.registerByPhone({ ...info, ...form, country: "CN", phone: "138" });
      await api.sendCode({ channel: "email", email: "a@b.c", purpose: "register" });
      await api.sendCode({ channel: "phone", country: "CN", phoneNo: "138", purpose: "login" });
      await api.forgotPassword({ channel: "email", email: "a@b.c", authCode: "1", newPassword: "np" });
      await api.forgotPassword({
        channel: "phone",
        country: "CN",
        phoneNo: "1",
        authCode: "1",
        newPassword: "n",
      });
      await api.unlock({ channel: "email", email: "a@b.c", authCode: "1" });
      await api.unlock({ channel: "phone", country: "CN", phoneNo: "138", authCode: "1" });
      await api.registerToken({ authCode: "1", email: "a@b.c" });
      expect(server.requests).toHaveLength(12);
      for (const request of server.requests) {
        const path = request.url.pathname.replace(/^\/api/, "");
        const schema = REQUEST_SCHEMAS[path];
        if (schema === undefined) throw new Error(`no request schema for ${path}`);
        // A query is text: read the way the local server reads it before decoding.
        const input =
          request.method === "GET"
            ? readTextNumbers(Object.fromEntries(request.url.searchParams))
            : JSON.parse(request.body ?? "{}");
        const decoded = Schema.decodeUnknownResult(schema)(input);
        expect(decoded._tag, `${path} ${JSON.stringify(input)}`).toBe("Success");
      }
    });
});
