import type { Purpose } from "../contract/sso-requests.schema";
import type { ApiResult } from "./api-result";
import type {
  AndroidVersion,
  Announcement,
  CodeSent,
  Country,
  CreatorApplicationStatus,
  CreatorRole,
  LoginData,
  RegistrationType,
} from "./sso.schema";

/** Sent with every login and registration (DATA-AUTHFORM-1 auth form). */
export interface DeviceInfo {
  readonly version: 2;
  readonly deviceId: string;
  readonly deviceName: string;
  /** 9 phone or tablet, 8 desktop. */
  readonly deviceType: 8 | 9;
}

export interface LoginOptions {
  /** Host login (`host=1`). */
  readonly isStreamHostLogin?: boolean;
  readonly fromFameEx?: boolean;
  readonly redirectPage?: string;
}

export type LoginByEmailRequest = DeviceInfo &
  LoginOptions & { readonly email: string; readonly password: string };
/** Country `other` means account login: `phone` then carries the account ID. */
export type LoginByPhoneRequest = DeviceInfo &
  LoginOptions & { readonly country: string; readonly phone: string; readonly password: string };
export type LoginByPhoneSmsRequest = DeviceInfo &
  LoginOptions & { readonly country: string; readonly phone: string; readonly authCode: string };

export interface RegisterFields {
  readonly password: string;
  readonly username: string;
  readonly nickname: string;
  readonly registerToken: string;
  readonly guestId?: string;
  readonly groupLink?: string;
  readonly hicsRoomId?: string;
  readonly agentId?: string;
  readonly isBiometric?: boolean;
}
export type RegisterByEmailRequest = DeviceInfo & RegisterFields & { readonly email: string };
export type RegisterByPhoneRequest = DeviceInfo &
  RegisterFields & { readonly country: string; readonly phone: string };

/**
 * Why a code is wanted. API-CALLS-1 only has forRegister/isByPhoneSms; `purpose` is sent too so a
 * server can tell reset from unlock (ours labels its outbox with it).
 */
export type CodePurpose = typeof Purpose.Type;

export type SendCodeRequest =
  | { readonly channel: "email"; readonly email: string; readonly purpose: CodePurpose }
  | {
      readonly channel: "phone";
      readonly country: string;
      readonly phoneNo: string;
      readonly purpose: CodePurpose;
    };

export type ForgotPasswordRequest =
  | {
      readonly channel: "email";
      readonly email: string;
      readonly authCode: string;
      readonly newPassword: string;
    }
  | {
      readonly channel: "phone";
      readonly country: string;
      readonly phoneNo: string;
      readonly authCode: string;
      readonly newPassword: string;
    };

export type UnlockRequest =
  | { readonly channel: "email"; readonly email: string; readonly authCode: string }
  | {
      readonly channel: "phone";
      readonly country: string;
      readonly phoneNo: string;
      readonly authCode: string;
    };

export interface RegisterTokenRequest {
  readonly authCode: string;
  readonly country?: string;
  readonly phone?: string;
  readonly email?: string;
}

export interface CreatorApplication {
  readonly role: CreatorRole;
  readonly email: string;
  readonly creativeField: readonly string[];
  readonly reason: string;
  /** External influence: a profile link. */
  readonly affect: string;
}

/**
 * Every backend call of API-CALLS-1, API-CREATOR-1 (plus the creator application, whose endpoint SPEC leaves open).
 * Implementations decode `data` with the schemas in `sso.schema.ts`; nothing throws.
 */
export interface SsoApi {
  loginByEmail(req: LoginByEmailRequest): Promise<ApiResult<LoginData>>;
  loginByPhone(req: LoginByPhoneRequest): Promise<ApiResult<LoginData>>;
  loginByPhoneSms(req: LoginByPhoneSmsRequest): Promise<ApiResult<LoginData>>;
  registerByEmail(req: RegisterByEmailRequest): Promise<ApiResult<LoginData>>;
  registerByPhone(req: RegisterByPhoneRequest): Promise<ApiResult<LoginData>>;
  sendCode(req: SendCodeRequest): Promise<ApiResult<CodeSent>>;
  forgotPassword(req: ForgotPasswordRequest): Promise<ApiResult<unknown>>;
  unlock(req: UnlockRequest): Promise<ApiResult<unknown>>;
  countries(): Promise<ApiResult<readonly Country[]>>;
  generateRandomUsername(): Promise<ApiResult<string>>;
  registerToken(req: RegisterTokenRequest): Promise<ApiResult<string>>;
  registrationType(): Promise<ApiResult<RegistrationType>>;
  /** Uses the stored token as the Authorization header. */
  oneTimeToken(token: string): Promise<ApiResult<string>>;
  androidVersion(): Promise<ApiResult<AndroidVersion>>;
  adminDomains(): Promise<ApiResult<readonly string[]>>;
  announcements(): Promise<ApiResult<readonly Announcement[]>>;
  submitCreatorApplication(
    token: string,
    application: CreatorApplication,
  ): Promise<ApiResult<CreatorApplicationStatus>>;
  creatorApplicationStatus(token: string, role: CreatorRole): Promise<ApiResult<CreatorApplicationStatus>>;
}
