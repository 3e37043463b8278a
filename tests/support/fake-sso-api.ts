import type { ApiFailure, ApiResult } from "../../core/sso/api-result";
import type {
  CodePurpose,
  CreatorApplication,
  ForgotPasswordRequest,
  LoginByEmailRequest,
  LoginByPhoneRequest,
  LoginByPhoneSmsRequest,
  RegisterByEmailRequest,
  RegisterByPhoneRequest,
  RegisterTokenRequest,
  SendCodeRequest,
  SsoApi,
  UnlockRequest,
} from "../../core/sso/sso-api.port";
import type * as Sso from "../../core/sso/sso.schema";

/**
 * An in-memory backend behaving like the SSO server of API-CALLS-1, ERR-CODES-1: accounts, one-time codes,
 * lockout after 5 wrong passwords, register tokens, bearer tokens and creator applications.
 * Tests seed it, drive use-cases against it and read `calls`, `outbox` and `accounts` back.
 */
export interface FakeAccount {
  id: number;
  username: string;
  nickname: string;
  password: string;
  email?: string;
  country?: string;
  phone?: string;
  failedAttempts: number;
  locked: boolean;
  roles: Sso.CreatorRole[];
}

export interface SentCode {
  readonly to: string;
  readonly code: string;
  readonly purpose: CodePurpose;
}

type Method = keyof SsoApi;

export const LOCKOUT_AFTER = 5;
export const CODE_EXPIRE_SECONDS = 60;

const ok = <A>(data: A, message = "success"): ApiResult<A> => ({ ok: true, value: { data, message } });
const fail = (code: number, message: string): ApiResult<never> => ({
  ok: false,
  error: { kind: "server", code, message },
});

const ACCOUNT_ID = /^[A-Za-z0-9_]{5,18}$/;

export class FakeSsoApi implements SsoApi {
  readonly accounts: FakeAccount[] = [];
  readonly outbox: SentCode[] = [];
  readonly calls: { method: Method; request: unknown }[] = [];
  registrationTypeValue: Sso.RegistrationType = 3;
  adminDomainList: string[] = [];
  countryList: Sso.Country[] = [
    { countryName: "China", countryCode: "86", regionCode: "CN" },
    { countryName: "United States", countryCode: "1", regionCode: "US" },
    { countryName: "Japan", countryCode: "81", regionCode: "JP" },
  ];
  announcementList: Sso.Announcement[] = [{ id: 1, title: "Welcome", content: "Hello" }];
  androidVersionValue: Sso.AndroidVersion = {
    versionName: "2.3.0",
    versionCode: 230,
    downloadUrl: "https://example.test/app.apk",
  };
  /** Make the server answer a login with no token at all (FLOW-SESSION-2: the client must clear its token). */
  omitTokenOnLogin = false;
  /** Attach a redirect URL to logins that come from the third-party source. */
  fameExRedirectUrl: string | null = null;

  private readonly codes = new Map<string, string>();
  private readonly registerTokens = new Map<string, string>();
  private readonly tokens = new Map<string, number>();
  private readonly applications = new Map<string, Sso.CreatorApplicationStatus>();
  private readonly faults = new Map<Method, ApiFailure>();
  private sequence = 0;
  private codeSequence = 100000;

  // ---- test helpers -------------------------------------------------------------------------

  addAccount(account: Partial<FakeAccount> & { username: string; password: string }): FakeAccount {
    this.sequence += 1;
    const created: FakeAccount = {
      id: this.sequence,
      nickname: account.username,
      failedAttempts: 0,
      locked: false,
      roles: [],
      ...account,
    };
    this.accounts.push(created);
    return created;
  }

  /** The next call of `method` fails with `failure` (once). */
  failNext(method: Method, failure: ApiFailure): void {
    this.faults.set(method, failure);
  }

  lastCodeFor(to: string): string | null {
    return [...this.outbox].reverse().find((sent) => sent.to === to)?.code ?? null;
  }

  callsOf(method: Method): unknown[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.request);
  }

  /** A bearer token (head included) for an account, as if it had logged in. */
  issueToken(account: FakeAccount): string {
    this.sequence += 1;
    const token = `tok-${this.sequence}`;
    this.tokens.set(`Bearer ${token}`, account.id);
    return `Bearer ${token}`;
  }

  // ---- SsoApi --------------------------------------------------------------------------------

  async loginByEmail(req: LoginByEmailRequest): Promise<ApiResult<Sso.LoginData>> {
    return this.call("loginByEmail", req, () =>
      this.passwordLogin(
        this.accounts.find((a) => a.email === req.email),
        req.password,
        req,
      ),
    );
  }

  async loginByPhone(req: LoginByPhoneRequest): Promise<ApiResult<Sso.LoginData>> {
    return this.call("loginByPhone", req, () => {
      const account =
        req.country === "other"
          ? this.accounts.find((a) => a.username === req.phone)
          : this.accounts.find((a) => a.country === req.country && a.phone === req.phone);
      return this.passwordLogin(account, req.password, req);
    });
  }

  async loginByPhoneSms(req: LoginByPhoneSmsRequest): Promise<ApiResult<Sso.LoginData>> {
    return this.call("loginByPhoneSms", req, () => {
      const to = phoneKey(req.country, req.phone);
      if (!this.consumeCode("login", to, req.authCode)) return fail(10003, "wrong auth code");
      const account = this.accounts.find((a) => a.country === req.country && a.phone === req.phone);
      if (!account) {
        // An unknown number signing in by SMS is sent on to sign-up with a register token.
        const registerToken = this.mintRegisterToken(to);
        return ok<Sso.LoginData>({ registerToken });
      }
      if (account.locked) return fail(10024, "password blocked");
      return ok(this.session(account, req));
    });
  }

  async registerByEmail(req: RegisterByEmailRequest): Promise<ApiResult<Sso.LoginData>> {
    return this.call("registerByEmail", req, () => this.register(req.email, req, { email: req.email }));
  }

  async registerByPhone(req: RegisterByPhoneRequest): Promise<ApiResult<Sso.LoginData>> {
    return this.call("registerByPhone", req, () =>
      this.register(phoneKey(req.country, req.phone), req, { country: req.country, phone: req.phone }),
    );
  }

  async sendCode(req: SendCodeRequest): Promise<ApiResult<Sso.CodeSent>> {
    return this.call("sendCode", req, () => {
      const to = req.channel === "email" ? req.email : phoneKey(req.country, req.phoneNo);
      const exists = this.findByKey(to) !== undefined;
      if (req.purpose === "register" && exists) return fail(10004, "account already exists");
      if ((req.purpose === "reset" || req.purpose === "unlock") && !exists)
        return fail(10012, "user not exist");
      this.codeSequence += 1;
      const code = String(this.codeSequence);
      this.codes.set(`${req.purpose}:${to}`, code);
      this.outbox.push({ to, code, purpose: req.purpose });
      return ok<Sso.CodeSent>({ expire: CODE_EXPIRE_SECONDS, validFor: 300 });
    });
  }

  async forgotPassword(req: ForgotPasswordRequest): Promise<ApiResult<unknown>> {
    return this.call("forgotPassword", req, () => {
      const to = req.channel === "email" ? req.email : phoneKey(req.country, req.phoneNo);
      if (!this.consumeCode("reset", to, req.authCode)) return fail(10003, "wrong auth code");
      const account = this.findByKey(to);
      if (!account) return fail(10012, "user not exist");
      account.password = req.newPassword;
      account.failedAttempts = 0;
      account.locked = false;
      return ok<unknown>(null);
    });
  }

  async unlock(req: UnlockRequest): Promise<ApiResult<unknown>> {
    return this.call("unlock", req, () => {
      const to = req.channel === "email" ? req.email : phoneKey(req.country, req.phoneNo);
      if (!this.consumeCode("unlock", to, req.authCode)) return fail(10003, "wrong auth code");
      const account = this.findByKey(to);
      if (!account) return fail(10012, "user not exist");
      account.failedAttempts = 0;
      account.locked = false;
      return ok<unknown>(null);
    });
  }

  async countries(): Promise<ApiResult<readonly Sso.Country[]>> {
    return this.call("countries", null, () => ok<readonly Sso.Country[]>(this.countryList));
  }

  async generateRandomUsername(): Promise<ApiResult<string>> {
    return this.call("generateRandomUsername", null, () => {
      this.sequence += 1;
      return ok(`user_${String(this.sequence).padStart(8, "0")}`);
    });
  }

  async registerToken(req: RegisterTokenRequest): Promise<ApiResult<string>> {
    return this.call("registerToken", req, () => {
      const to = req.email ?? phoneKey(req.country ?? "", req.phone ?? "");
      if (!this.consumeCode("register", to, req.authCode)) return fail(10003, "wrong auth code");
      return ok(this.mintRegisterToken(to));
    });
  }

  async registrationType(): Promise<ApiResult<Sso.RegistrationType>> {
    return this.call("registrationType", null, () => ok(this.registrationTypeValue));
  }

  async oneTimeToken(token: string): Promise<ApiResult<string>> {
    return this.call("oneTimeToken", token, () => {
      if (!this.tokens.has(token)) return fail(10008, "token invalid");
      this.sequence += 1;
      return ok(`ott-${this.sequence}`);
    });
  }

  async androidVersion(): Promise<ApiResult<Sso.AndroidVersion>> {
    return this.call("androidVersion", null, () => ok(this.androidVersionValue));
  }

  async adminDomains(): Promise<ApiResult<readonly string[]>> {
    return this.call("adminDomains", null, () => ok<readonly string[]>(this.adminDomainList));
  }

  async announcements(): Promise<ApiResult<readonly Sso.Announcement[]>> {
    return this.call("announcements", null, () => ok<readonly Sso.Announcement[]>(this.announcementList));
  }

  async submitCreatorApplication(
    token: string,
    application: CreatorApplication,
  ): Promise<ApiResult<Sso.CreatorApplicationStatus>> {
    return this.call("submitCreatorApplication", { token, application }, () => {
      const account = this.accountForToken(token);
      if (!account) return fail(10007, "not logged in");
      if (account.roles.includes(application.role)) {
        return application.role === "streamer" ? fail(110002, "is streamer") : fail(110003, "is blogger");
      }
      const status: Sso.CreatorApplicationStatus = { role: application.role, status: "reviewing" };
      this.applications.set(`${account.id}:${application.role}`, status);
      return ok(status);
    });
  }

  async creatorApplicationStatus(
    token: string,
    role: Sso.CreatorRole,
  ): Promise<ApiResult<Sso.CreatorApplicationStatus>> {
    return this.call("creatorApplicationStatus", { token, role }, () => {
      const account = this.accountForToken(token);
      if (!account) return fail(10007, "not logged in");
      if (account.roles.includes(role)) return ok<Sso.CreatorApplicationStatus>({ role, status: "approved" });
      return ok(this.applications.get(`${account.id}:${role}`) ?? { role, status: "none" });
    });
  }

  // ---- internals -----------------------------------------------------------------------------

  private async call<A>(method: Method, request: unknown, handle: () => ApiResult<A>): Promise<ApiResult<A>> {
    this.calls.push({ method, request });
    const fault = this.faults.get(method);
    if (fault) {
      this.faults.delete(method);
      return { ok: false, error: fault };
    }
    return handle();
  }

  private passwordLogin(
    account: FakeAccount | undefined,
    password: string,
    options: { isStreamHostLogin?: boolean; fromFameEx?: boolean },
  ): ApiResult<Sso.LoginData> {
    if (!account) return fail(10006, "account not found");
    if (account.locked) return fail(10024, "password blocked");
    if (account.password !== password) {
      account.failedAttempts += 1;
      if (account.failedAttempts >= LOCKOUT_AFTER) {
        account.locked = true;
        return fail(10024, "password blocked");
      }
      return fail(10002, "wrong password");
    }
    account.failedAttempts = 0;
    return ok(this.session(account, options));
  }

  private session(account: FakeAccount, options: { fromFameEx?: boolean }): Sso.LoginData {
    if (this.omitTokenOnLogin) return { memberId: account.id };
    const bearer = this.issueToken(account);
    return {
      tokenHead: "Bearer ",
      token: bearer.slice("Bearer ".length),
      memberId: `m-${account.id}`,
      b2bToken: `b2b-${account.id}`,
      fameExRedirectUrl: options.fromFameEx ? this.fameExRedirectUrl : null,
      userInfo: {
        id: account.id,
        username: account.username,
        nickname: account.nickname,
        email: account.email ?? null,
        phone: account.phone ?? null,
      },
    };
  }

  private register(
    to: string,
    req: RegisterByEmailRequest | RegisterByPhoneRequest,
    identity: { email?: string; country?: string; phone?: string },
  ): ApiResult<Sso.LoginData> {
    if (this.registerTokens.get(req.registerToken) !== to) return fail(10013, "auth code invalid");
    if (!ACCOUNT_ID.test(req.username)) return fail(10026, "account id error");
    if (this.accounts.some((a) => a.username === req.username)) return fail(10004, "duplicate account id");
    this.registerTokens.delete(req.registerToken);
    const account = this.addAccount({
      username: req.username,
      nickname: req.nickname,
      password: req.password,
      ...identity,
    });
    return ok(this.session(account, {}));
  }

  private mintRegisterToken(to: string): string {
    this.sequence += 1;
    const token = `reg-${this.sequence}`;
    this.registerTokens.set(token, to);
    return token;
  }

  private consumeCode(purpose: CodePurpose, to: string, code: string): boolean {
    const key = `${purpose}:${to}`;
    if (this.codes.get(key) !== code) return false;
    this.codes.delete(key);
    return true;
  }

  private findByKey(to: string): FakeAccount | undefined {
    return this.accounts.find(
      (a) => a.email === to || (a.phone !== undefined && phoneKey(a.country ?? "", a.phone) === to),
    );
  }

  private accountForToken(token: string): FakeAccount | undefined {
    const id = this.tokens.get(token);
    return this.accounts.find((a) => a.id === id);
  }
}

/** How the fake addresses a phone: country and number together. */
export const phoneKey = (country: string, phone: string): string => `${country}:${phone}`;
