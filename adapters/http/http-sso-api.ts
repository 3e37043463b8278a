/**
 * SsoApi over HTTP: each method is one row of the contract (core/contract/sso-endpoints.ts), which
 * gives its method, path and response schema; what is left here is turning the use-cases' requests
 * into the wire payload.
 */
import type { ApiResult } from "../../core/sso/api-result";
import type {
  CreatorApplication,
  DeviceInfo,
  ForgotPasswordRequest,
  LoginByEmailRequest,
  LoginByPhoneRequest,
  LoginByPhoneSmsRequest,
  LoginOptions,
  RegisterByEmailRequest,
  RegisterByPhoneRequest,
  RegisterFields,
  RegisterTokenRequest,
  SendCodeRequest,
  SsoApi,
  UnlockRequest,
} from "../../core/sso/sso-api.port";
import type {
  AndroidVersion,
  Announcement,
  CodeSent,
  Country,
  CreatorApplicationStatus,
  CreatorRole,
  LoginData,
  RegistrationType,
} from "../../core/sso/sso.schema";
import { SSO_CALLS as E, type SsoCall } from "../../core/contract/sso-calls";
import { HEADERS } from "../../core/contract/wire-headers";
import type { OfetchHttpClient } from "./ofetch-http-client";

/** The `version` field every auth call carries (DATA-AUTHFORM-1). */
const API_VERSION = 2;

export class HttpSsoApi implements SsoApi {
  constructor(private readonly http: OfetchHttpClient) {}

  loginByEmail(req: LoginByEmailRequest): Promise<ApiResult<LoginData>> {
    return this.send(E.loginByEmail, {
      ...device(req),
      ...loginOptions(req),
      email: req.email,
      password: req.password,
    });
  }

  loginByPhone(req: LoginByPhoneRequest): Promise<ApiResult<LoginData>> {
    const payload = {
      ...device(req),
      ...loginOptions(req),
      country: req.country,
      phone: req.phone,
      password: req.password,
    };
    return this.send(E.loginByPhone, payload, deviceTypeHeader(req));
  }

  loginByPhoneSms(req: LoginByPhoneSmsRequest): Promise<ApiResult<LoginData>> {
    const payload = {
      ...device(req),
      ...loginOptions(req),
      country: req.country,
      phone: req.phone,
      authCode: req.authCode,
    };
    return this.send(E.loginByPhoneSms, payload, deviceTypeHeader(req));
  }

  registerByEmail(req: RegisterByEmailRequest): Promise<ApiResult<LoginData>> {
    return this.send(E.registerByEmail, { ...device(req), ...registerFields(req), email: req.email });
  }

  registerByPhone(req: RegisterByPhoneRequest): Promise<ApiResult<LoginData>> {
    const payload = { ...device(req), ...registerFields(req), country: req.country, phone: req.phone };
    return this.send(E.registerByPhone, payload, deviceTypeHeader(req));
  }

  sendCode(req: SendCodeRequest): Promise<ApiResult<CodeSent>> {
    const common = { forRegister: req.purpose === "register", version: API_VERSION, purpose: req.purpose };
    if (req.channel === "email") {
      return this.send(E.genEmailAuthCode, { ...common, isByPhoneSms: false, email: req.email });
    }
    // isByPhoneSms marks a code meant for SMS log-in (as opposed to register/reset/unlock).
    const payload = {
      ...common,
      isByPhoneSms: req.purpose === "login",
      country: req.country,
      phoneNo: req.phoneNo,
    };
    return this.send(E.genPhoneAuthCode, payload);
  }

  forgotPassword(req: ForgotPasswordRequest): Promise<ApiResult<unknown>> {
    const common = { version: API_VERSION, newPassword: req.newPassword, authCode: req.authCode };
    return req.channel === "email"
      ? this.send(E.forgetPasswordByEmail, { ...common, email: req.email })
      : this.send(E.forgetPasswordByPhone, { ...common, country: req.country, phoneNo: req.phoneNo });
  }

  unlock(req: UnlockRequest): Promise<ApiResult<unknown>> {
    const common = { version: API_VERSION, authCode: req.authCode };
    return req.channel === "email"
      ? this.send(E.unlockUser, { ...common, email: req.email })
      : this.send(E.unlockUserByPhone, { ...common, country: req.country, phoneNo: req.phoneNo });
  }

  countries(): Promise<ApiResult<readonly Country[]>> {
    return this.send(E.getCountryList, undefined);
  }

  generateRandomUsername(): Promise<ApiResult<string>> {
    return this.send(E.generateRandomUsername, undefined);
  }

  registerToken(req: RegisterTokenRequest): Promise<ApiResult<string>> {
    const payload = {
      authCode: req.authCode,
      country: req.country,
      phone: req.phone,
      email: req.email,
      version: API_VERSION,
    };
    return this.send(E.getRegisterToken, payload);
  }

  registrationType(): Promise<ApiResult<RegistrationType>> {
    return this.send(E.registrationType, undefined);
  }

  oneTimeToken(token: string): Promise<ApiResult<string>> {
    return this.send(E.oneTimeToken, undefined, { [HEADERS.authorization]: token });
  }

  androidVersion(): Promise<ApiResult<AndroidVersion>> {
    return this.send(E.androidVersion, undefined);
  }

  adminDomains(): Promise<ApiResult<readonly string[]>> {
    return this.send(E.adminDomains, undefined);
  }

  announcements(): Promise<ApiResult<readonly Announcement[]>> {
    return this.send(E.announcements, undefined);
  }

  submitCreatorApplication(
    token: string,
    application: CreatorApplication,
  ): Promise<ApiResult<CreatorApplicationStatus>> {
    const payload = {
      role: application.role,
      email: application.email,
      creativeField: [...application.creativeField],
      reason: application.reason,
      affect: application.affect,
    };
    return this.send(E.creatorApplication, payload, {
      [HEADERS.authorization]: token,
    });
  }

  creatorApplicationStatus(token: string, role: CreatorRole): Promise<ApiResult<CreatorApplicationStatus>> {
    return this.send(
      E.creatorApplicationStatus,
      { role },
      {
        [HEADERS.authorization]: token,
      },
    );
  }

  /** GET sends the payload as the query, POST as the JSON body; `data` is decoded with the contract's schema. */
  private send<A>(
    endpoint: SsoCall<A>,
    payload: Record<string, unknown> | undefined,
    headers?: Record<string, string>,
  ): Promise<ApiResult<A>> {
    const { method, path, data, repeatable } = endpoint;
    const body = method === "POST" ? (payload ?? {}) : payload;
    return this.http.call(
      { method, path, payload: body, headers, ...(repeatable ? { repeatable } : {}) },
      data,
    );
  }
}

function device(req: DeviceInfo): Record<string, unknown> {
  return {
    version: req.version,
    deviceName: req.deviceName,
    deviceType: req.deviceType,
    deviceId: req.deviceId,
  };
}

function deviceTypeHeader(req: DeviceInfo): Record<string, string> {
  return { [HEADERS.deviceType]: String(req.deviceType) };
}

/** Optional login flags are sent only when set, so a plain login carries no noise. */
function loginOptions(req: LoginOptions): Record<string, unknown> {
  return {
    isStreamHostLogin: req.isStreamHostLogin,
    fromFameEx: req.fromFameEx,
    redirectPage: req.redirectPage,
  };
}

/** The registration form fields; confirmPassword is never sent (API-CALLS-1). */
function registerFields(req: RegisterFields): Record<string, unknown> {
  return {
    password: req.password,
    username: req.username,
    nickname: req.nickname,
    registerToken: req.registerToken,
    guestId: req.guestId,
    groupLink: req.groupLink,
    hicsRoomId: req.hicsRoomId,
    agentId: req.agentId,
    isBiometric: req.isBiometric,
  };
}
