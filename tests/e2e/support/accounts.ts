// Account fixtures made through the API (fast, no UI): sign up by email or phone with codes read
// from the outbox, log in, and hand the result to openPage({ session }) to start a UI test logged in.
import { randomUUID } from "node:crypto";
import type { LoginData } from "../../../core/sso/sso.schema";
import { api, apiOk, latestCode } from "./api";

/** A logged-in account: everything a test needs to log in again or seed the browser. */
export interface Session {
  readonly username: string;
  readonly password: string;
  readonly email?: string;
  readonly phone?: string;
  readonly country?: string;
  /** The Authorization value: tokenHead + token. */
  readonly authorization: string;
  /** The raw login response data, as the web app stores it (see seedStorageForSession). */
  readonly loginData: LoginData;
}

const DEVICE = { version: 2, deviceId: "e2e-device", deviceName: "e2e", deviceType: 8 } as const;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 4)}`;

/** An address nobody else in this run uses. */
export const uniqueEmail = (prefix = "e2e") => `${prefix}.${unique()}@example.com`;
/** An 11-digit mainland-China style number, unique within the run. */
export const uniquePhone = () =>
  `139${String((Date.now() * 37 + counter++ * 7919 + Math.floor(Math.random() * 1000)) % 1e8).padStart(8, "0")}`;

async function sendCode(
  query: Record<string, string | number | boolean>,
  to: string,
  purpose: "register" | "login" | "reset" | "unlock",
) {
  await apiOk(query.email ? "/sso/genEmailAuthCode" : "/sso/genPhoneAuthCode", {
    query: {
      forRegister: purpose === "register",
      isByPhoneSms: purpose === "login",
      version: 2,
      purpose,
      ...query,
    },
  });
  return latestCode(to, purpose);
}

function authorizationOf(data: LoginData): string {
  if (!data.token) throw new Error(`no token in login data: ${JSON.stringify(data)}`);
  return `${data.tokenHead ?? ""}${data.token}`;
}

export interface SignUpOptions {
  readonly password?: string;
  readonly username?: string;
  readonly nickname?: string;
}

/** Registers a new account by email (code from the outbox) and returns it logged in. */
export async function signUpByEmail(
  opts: SignUpOptions & { readonly email?: string } = {},
): Promise<Session> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "pass1234";
  const authCode = await sendCode({ email }, email, "register");
  const registerToken = await apiOk<string>("/sso/getRegisterToken", {
    body: { authCode, email, version: 2 },
  });
  const username = opts.username ?? (await apiOk<string>("/sso/generateRandomUsername"));
  const data = await apiOk<LoginData>("/sso/registerByEmail", {
    body: {
      ...DEVICE,
      email,
      password,
      username,
      nickname: opts.nickname ?? `E2E ${username.slice(-5)}`,
      registerToken,
    },
  });
  // Some backends answer registration without a token; log in then.
  const loginData = data?.token ? data : await loginDataByEmail(email, password);
  return { username, password, email, authorization: authorizationOf(loginData), loginData };
}

/** Registers a new account by phone (default country CN) and returns it logged in. */
export async function signUpByPhone(
  opts: SignUpOptions & { readonly phone?: string; readonly country?: string } = {},
): Promise<Session> {
  const phone = opts.phone ?? uniquePhone();
  const country = opts.country ?? "CN";
  const password = opts.password ?? "pass1234";
  const authCode = await sendCode({ country, phoneNo: phone }, phone, "register");
  const registerToken = await apiOk<string>("/sso/getRegisterToken", {
    body: { authCode, country, phone, version: 2 },
  });
  const username = opts.username ?? (await apiOk<string>("/sso/generateRandomUsername"));
  const data = await apiOk<LoginData>("/sso/v2/registerByPhone", {
    body: {
      ...DEVICE,
      country,
      phone,
      password,
      username,
      nickname: opts.nickname ?? `E2E ${username.slice(-5)}`,
      registerToken,
    },
    headers: { "X-Device-Type": "8" },
  });
  const loginData = data?.token
    ? data
    : await apiOk<LoginData>("/sso/loginByPhone", { body: { ...DEVICE, country, phone, password } });
  return { username, password, phone, country, authorization: authorizationOf(loginData), loginData };
}

async function loginDataByEmail(email: string, password: string): Promise<LoginData> {
  return apiOk<LoginData>("/sso/loginByEmail", { body: { ...DEVICE, email, password } });
}

/** Logs in an existing email account through the API. */
export async function loginByEmail(email: string, password: string): Promise<Session> {
  const loginData = await loginDataByEmail(email, password);
  const username = loginData.userInfo?.username ?? "";
  return { username, password, email, authorization: authorizationOf(loginData), loginData };
}

/** Sends wrong passwords until the server answers with a "blocked" code (10024/10020/10009). */
export async function lockAccountByEmail(email: string, attempts = 6): Promise<number> {
  let code = 0;
  for (let i = 0; i < attempts; i++) {
    code = (await api("/sso/loginByEmail", { body: { ...DEVICE, email, password: `wrong${i}xx` } })).code;
    if (code === 10024 || code === 10020 || code === 10009) return code;
  }
  throw new Error(`account ${email} not locked after ${attempts} wrong passwords (last code ${code})`);
}
