/**
 * SsoApi over HTTP: each method is one row of the API-CALLS-1, API-CREATOR-1 table (plus the creator endpoints chosen
 * in docs/architecture.md). Payload shapes live here and nowhere else, so the wire contract can be
 * read in one screen.
 */
import * as Schema from "effect/Schema";
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
import {
  AdminDomainList,
  AndroidVersion,
  AnnouncementList,
  CodeSent,
  CountryList,
  CreatorApplicationStatus,
  LoginData,
  RegistrationType,
  type Announcement,
  type Country,
  type CreatorRole,
} from "../../core/sso/sso.schema";
import { HEADERS } from "./request-context";
import type { OfetchHttpClient } from "./ofetch-http-client";

/** The `version` field every auth call carries (DATA-AUTHFORM-1). */
const API_VERSION = 2;

export const SSO_PATHS = {
  loginByEmail: "/sso/loginByEmail",
  loginByPhone: "/sso/loginByPhone",
  loginByPhoneSms: "/sso/loginByPhoneSms",
  registerByEmail: "/sso/registerByEmail",
  registerByPhone: "/sso/v2/registerByPhone",
  genEmailAuthCode: "/sso/genEmailAuthCode",
  genPhoneAuthCode: "/sso/genPhoneAuthCode",
  forgetPasswordByEmail: "/sso/forgetPasswordByEmail",
  forgetPasswordByPhone: "/sso/forgetPasswordByPhone",
  unlockUser: "/sso/unlockUser",
  unlockUserByPhone: "/sso/unlockUserByPhone",
  getCountryList: "/sso/getCountryList",
  generateRandomUsername: "/sso/generateRandomUsername",
  getRegisterToken: "/sso/getRegisterToken",
  registrationType: "/sso/registration/type",
  oneTimeToken: "/miniProgram/oneTimeToken",
  androidVersion: "/version/getAndroidVersion",
  adminDomains: "/b2b/domains",
  announcements: "/public/announcement/all",
  creatorApplication: "/creator/application",
  creatorApplicationStatus: "/creator/application/status",
  fingerprintVisitor: "/proxy/fp/visitor",
} as const;

export class HttpSsoApi implements SsoApi {
  constructor(private readonly http: OfetchHttpClient) {}

  loginByEmail(req: LoginByEmailRequest): Promise<ApiResult<LoginData>> {
    return this.post(
      SSO_PATHS.loginByEmail,
      { ...device(req), ...loginOptions(req), email: req.email, password: req.password },
      LoginData,
    );
  }

  loginByPhone(req: LoginByPhoneRequest): Promise<ApiResult<LoginData>> {
    const payload = {
      ...device(req),
      ...loginOptions(req),
      country: req.country,
      phone: req.phone,
      password: req.password,
    };
    return this.post(SSO_PATHS.loginByPhone, payload, LoginData, deviceTypeHeader(req));
  }

  loginByPhoneSms(req: LoginByPhoneSmsRequest): Promise<ApiResult<LoginData>> {
    const payload = {
      ...device(req),
      ...loginOptions(req),
      country: req.country,
      phone: req.phone,
      authCode: req.authCode,
    };
    return this.post(SSO_PATHS.loginByPhoneSms, payload, LoginData, deviceTypeHeader(req));
  }

  registerByEmail(req: RegisterByEmailRequest): Promise<ApiResult<LoginData>> {
    return this.post(
      SSO_PATHS.registerByEmail,
      { ...device(req), ...registerFields(req), email: req.email },
      LoginData,
    );
  }

  registerByPhone(req: RegisterByPhoneRequest): Promise<ApiResult<LoginData>> {
    const payload = { ...device(req), ...registerFields(req), country: req.country, phone: req.phone };
    return this.post(SSO_PATHS.registerByPhone, payload, LoginData, deviceTypeHeader(req));
  }

  sendCode(req: SendCodeRequest): Promise<ApiResult<CodeSent>> {
    const common = { forRegister: req.purpose === "register", version: API_VERSION, purpose: req.purpose };
    if (req.channel === "email") {
      return this.getJson(
        SSO_PATHS.genEmailAuthCode,
        { ...common, isByPhoneSms: false, email: req.email },
        CodeSent,
      );
    }
    // isByPhoneSms marks a code meant for SMS log-in (as opposed to register/reset/unlock).
    const payload = {
      ...common,
      isByPhoneSms: req.purpose === "login",
      country: req.country,
      phoneNo: req.phoneNo,
    };
    return this.getJson(SSO_PATHS.genPhoneAuthCode, payload, CodeSent);
  }

  forgotPassword(req: ForgotPasswordRequest): Promise<ApiResult<unknown>> {
    const common = { version: API_VERSION, newPassword: req.newPassword, authCode: req.authCode };
    return req.channel === "email"
      ? this.post(SSO_PATHS.forgetPasswordByEmail, { ...common, email: req.email }, Schema.Unknown)
      : this.post(
          SSO_PATHS.forgetPasswordByPhone,
          { ...common, country: req.country, phoneNo: req.phoneNo },
          Schema.Unknown,
        );
  }

  unlock(req: UnlockRequest): Promise<ApiResult<unknown>> {
    const common = { version: API_VERSION, authCode: req.authCode };
    return req.channel === "email"
      ? this.post(SSO_PATHS.unlockUser, { ...common, email: req.email }, Schema.Unknown)
      : this.post(
          SSO_PATHS.unlockUserByPhone,
          { ...common, country: req.country, phoneNo: req.phoneNo },
          Schema.Unknown,
        );
  }

  countries(): Promise<ApiResult<readonly Country[]>> {
    return this.getJson(SSO_PATHS.getCountryList, undefined, CountryList);
  }

  generateRandomUsername(): Promise<ApiResult<string>> {
    return this.getJson(SSO_PATHS.generateRandomUsername, undefined, Schema.String);
  }

  registerToken(req: RegisterTokenRequest): Promise<ApiResult<string>> {
    const payload = {
      authCode: req.authCode,
      country: req.country,
      phone: req.phone,
      email: req.email,
      version: API_VERSION,
    };
    return this.post(SSO_PATHS.getRegisterToken, payload, Schema.String);
  }

  registrationType(): Promise<ApiResult<RegistrationType>> {
    return this.getJson(SSO_PATHS.registrationType, undefined, RegistrationType);
  }

  oneTimeToken(token: string): Promise<ApiResult<string>> {
    return this.getJson(SSO_PATHS.oneTimeToken, undefined, Schema.String, { [HEADERS.authorization]: token });
  }

  androidVersion(): Promise<ApiResult<AndroidVersion>> {
    return this.getJson(SSO_PATHS.androidVersion, undefined, AndroidVersion);
  }

  adminDomains(): Promise<ApiResult<readonly string[]>> {
    return this.getJson(SSO_PATHS.adminDomains, undefined, AdminDomainList);
  }

  announcements(): Promise<ApiResult<readonly Announcement[]>> {
    return this.getJson(SSO_PATHS.announcements, undefined, AnnouncementList);
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
    return this.post(SSO_PATHS.creatorApplication, payload, CreatorApplicationStatus, {
      [HEADERS.authorization]: token,
    });
  }

  creatorApplicationStatus(token: string, role: CreatorRole): Promise<ApiResult<CreatorApplicationStatus>> {
    return this.getJson(SSO_PATHS.creatorApplicationStatus, { role }, CreatorApplicationStatus, {
      [HEADERS.authorization]: token,
    });
  }

  private getJson<A>(
    path: string,
    payload: Record<string, unknown> | undefined,
    schema: Schema.ConstraintDecoder<A>,
    headers?: Record<string, string>,
  ): Promise<ApiResult<A>> {
    return this.http.call({ method: "GET", path, payload, headers }, schema);
  }

  private post<A>(
    path: string,
    payload: Record<string, unknown>,
    schema: Schema.ConstraintDecoder<A>,
    headers?: Record<string, string>,
  ): Promise<ApiResult<A>> {
    return this.http.call({ method: "POST", path, payload, headers }, schema);
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
