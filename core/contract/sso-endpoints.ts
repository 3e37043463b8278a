/**
 * The backend contract, one row per call (API-FINGERPRINT-1 plus the creator and fingerprint calls chosen in
 * docs/architecture.md): method, path, what the client sends, the `data` of a success envelope,
 * the business codes the call may answer and the headers it carries. The HTTP adapter, the local
 * server's route table, `lumen smoke` / `lumen contract` and the OpenAPI document all read it, so
 * a path or a shape is written here once. Paths are relative to the API base (`/api` locally).
 */
import * as Schema from "effect/Schema";
import {
  AdminDomainList,
  AndroidVersion,
  AnnouncementList,
  CodeSent,
  CountryList,
  CreatorApplicationStatus,
  LoginData,
  RegistrationType,
} from "../sso/sso.schema";
import { CONTRACT_CODES as C } from "./business-codes";
import {
  CreatorApplicationBody,
  CreatorStatusQuery,
  EmailCodeQuery,
  ForgotByEmailBody,
  ForgotByPhoneBody,
  LoginByEmailBody,
  LoginByPhoneBody,
  LoginByPhoneSmsBody,
  PhoneCodeQuery,
  RegisterByEmailBody,
  RegisterByPhoneBody,
  RegisterTokenBody,
  UnlockByEmailBody,
  UnlockByPhoneBody,
} from "./sso-requests.schema";
import type { HeaderId } from "./wire-headers";

export type SsoMethod = "GET" | "POST";

export interface SsoEndpoint<A = unknown> {
  readonly method: SsoMethod;
  readonly path: string;
  /** One line for the OpenAPI document and `lumen smoke`. */
  readonly summary: string;
  /** The query (GET) or JSON body (POST); absent when the call takes none. */
  readonly request?: Schema.Constraint;
  /** `data` of a code-200 envelope. */
  readonly data: Schema.ConstraintDecoder<A>;
  /** Business codes besides 200 and the transport codes every call may answer (ANY_CALL_CODES). */
  readonly codes: readonly number[];
  /** Headers beyond the ones every call carries (COMMON_HEADERS). */
  readonly headers: readonly HeaderId[];
  /** Changes nothing on the server, so `lumen contract check` may call it against any backend. */
  readonly readOnly: boolean;
  /** API-CALLS-1 lets a backend leave it out (the client falls back). */
  readonly optional: boolean;
}

/** Codes any call may answer: malformed input, a refused cross-site write, size/type limits, a server failure, a proxy's upstream failure. */
export const ANY_CALL_CODES: readonly number[] = [
  C.badRequest,
  C.forbidden,
  C.bodyTooLarge,
  C.unsupportedMediaType,
  C.internalError,
  C.upstreamUnavailable,
  C.upstreamTimeout,
];

/** ERR-CODES-1: the three lockout answers. */
const LOCKED = [C.passwordBlocked, C.accountBlocked, C.userBlocked];
const UNKNOWN_ACCOUNT = [C.accountNotFound, C.userNotExist, C.accountDeleted];
const WRONG_CODE = [C.wrongAuthCode, C.authCodeInvalid, C.tooManyAttempts];
const SESSION = [C.permissionDenied, C.notLoggedIn, C.tokenInvalid];
const REGISTER = [
  C.duplicateAccountId,
  C.accountExists,
  C.accountIdError,
  C.passwordFormat,
  C.registrationClosed,
  C.registerTokenInvalid,
];

const endpoint = <A>(
  row: Omit<SsoEndpoint<A>, "headers" | "readOnly" | "optional" | "codes"> &
    Partial<Pick<SsoEndpoint<A>, "headers" | "readOnly" | "optional" | "codes">>,
): SsoEndpoint<A> => ({ headers: [], readOnly: false, optional: false, codes: [], ...row });

const Acknowledged = Schema.Unknown.annotate({
  description: "Not read by the client (null from the local server).",
});
const VisitorData = Schema.Struct({ visitorId: Schema.NonEmptyString });
const OneTimeToken = Schema.String.annotate({
  description: "A short-lived, single-use code for a mini-app.",
});
const RegisterToken = Schema.String.annotate({
  description: "A single-use token for the registration call.",
});

export const SSO_ENDPOINTS = {
  loginByEmail: endpoint({
    method: "POST",
    path: "/sso/loginByEmail",
    summary: "Log in with email and password",
    request: LoginByEmailBody,
    data: LoginData,
    codes: [C.wrongPassword, C.emailFormatError, C.tooManyAttempts, ...UNKNOWN_ACCOUNT, ...LOCKED],
  }),
  loginByPhone: endpoint({
    method: "POST",
    path: "/sso/loginByPhone",
    summary: "Log in with phone (or account ID) and password",
    request: LoginByPhoneBody,
    data: LoginData,
    codes: [C.wrongPassword, C.phoneFormatError, C.tooManyAttempts, ...UNKNOWN_ACCOUNT, ...LOCKED],
    headers: ["deviceType"],
  }),
  loginByPhoneSms: endpoint({
    method: "POST",
    path: "/sso/loginByPhoneSms",
    summary: "Log in with phone and SMS code",
    request: LoginByPhoneSmsBody,
    data: LoginData,
    codes: [C.phoneFormatError, ...WRONG_CODE, ...UNKNOWN_ACCOUNT, ...LOCKED],
    headers: ["deviceType"],
  }),
  registerByEmail: endpoint({
    method: "POST",
    path: "/sso/registerByEmail",
    summary: "Register with email (after getRegisterToken)",
    request: RegisterByEmailBody,
    data: LoginData,
    codes: [C.emailFormatError, ...REGISTER],
  }),
  registerByPhone: endpoint({
    method: "POST",
    path: "/sso/v2/registerByPhone",
    summary: "Register with phone (after getRegisterToken)",
    request: RegisterByPhoneBody,
    data: LoginData,
    codes: [C.phoneFormatError, ...REGISTER],
    headers: ["deviceType"],
  }),
  genEmailAuthCode: endpoint({
    method: "GET",
    path: "/sso/genEmailAuthCode",
    summary: "Send a verification code by email",
    request: EmailCodeQuery,
    data: CodeSent,
    codes: [
      C.emailFormatError,
      C.accountExists,
      C.resendTooSoon,
      C.tooManyAttempts,
      C.registrationClosed,
      ...UNKNOWN_ACCOUNT,
    ],
  }),
  genPhoneAuthCode: endpoint({
    method: "GET",
    path: "/sso/genPhoneAuthCode",
    summary: "Send a verification code by SMS",
    request: PhoneCodeQuery,
    data: CodeSent,
    codes: [
      C.phoneFormatError,
      C.accountExists,
      C.resendTooSoon,
      C.tooManyAttempts,
      C.registrationClosed,
      ...UNKNOWN_ACCOUNT,
    ],
  }),
  forgetPasswordByEmail: endpoint({
    method: "POST",
    path: "/sso/forgetPasswordByEmail",
    summary: "Reset the password with an email code",
    request: ForgotByEmailBody,
    data: Acknowledged,
    codes: [C.emailFormatError, C.passwordFormat, ...WRONG_CODE, ...UNKNOWN_ACCOUNT],
  }),
  forgetPasswordByPhone: endpoint({
    method: "POST",
    path: "/sso/forgetPasswordByPhone",
    summary: "Reset the password with an SMS code",
    request: ForgotByPhoneBody,
    data: Acknowledged,
    codes: [C.phoneFormatError, C.passwordFormat, ...WRONG_CODE, ...UNKNOWN_ACCOUNT],
  }),
  unlockUser: endpoint({
    method: "POST",
    path: "/sso/unlockUser",
    summary: "Unlock an account with an email code",
    request: UnlockByEmailBody,
    data: Acknowledged,
    codes: [C.emailFormatError, ...WRONG_CODE, ...UNKNOWN_ACCOUNT],
  }),
  unlockUserByPhone: endpoint({
    method: "POST",
    path: "/sso/unlockUserByPhone",
    summary: "Unlock an account with an SMS code",
    request: UnlockByPhoneBody,
    data: Acknowledged,
    codes: [C.phoneFormatError, ...WRONG_CODE, ...UNKNOWN_ACCOUNT],
  }),
  getCountryList: endpoint({
    method: "GET",
    path: "/sso/getCountryList",
    summary: "Countries and calling codes, in the caller's language",
    data: CountryList,
    readOnly: true,
  }),
  generateRandomUsername: endpoint({
    method: "GET",
    path: "/sso/generateRandomUsername",
    summary: "A free account ID suggestion",
    data: Schema.String,
    readOnly: true,
  }),
  getRegisterToken: endpoint({
    method: "POST",
    path: "/sso/getRegisterToken",
    summary: "Trade a register code for a register token",
    request: RegisterTokenBody,
    data: RegisterToken,
    codes: [C.emailFormatError, C.phoneFormatError, C.accountExists, C.registrationClosed, ...WRONG_CODE],
  }),
  registrationType: endpoint({
    method: "GET",
    path: "/sso/registration/type",
    summary: "Open sign-up channels: 1 phone, 2 email, 3 both",
    data: RegistrationType,
    readOnly: true,
  }),
  oneTimeToken: endpoint({
    method: "GET",
    path: "/miniProgram/oneTimeToken",
    summary: "A one-time code for the mini-app hand-off",
    data: OneTimeToken,
    codes: SESSION,
    headers: ["authorization"],
  }),
  androidVersion: endpoint({
    method: "GET",
    path: "/version/getAndroidVersion",
    summary: "The current Android app",
    data: AndroidVersion,
    readOnly: true,
  }),
  adminDomains: endpoint({
    method: "GET",
    path: "/b2b/domains",
    summary: "Admin (back-office) domains; also login callback origins",
    data: AdminDomainList,
    readOnly: true,
  }),
  announcements: endpoint({
    method: "GET",
    path: "/public/announcement/all",
    summary: "Landing-page notices",
    data: AnnouncementList,
    readOnly: true,
  }),
  creatorApplication: endpoint({
    method: "POST",
    path: "/creator/application",
    summary: "Apply as blogger or streamer",
    request: CreatorApplicationBody,
    data: CreatorApplicationStatus,
    codes: [C.emailFormatError, C.isStreamer, C.isBlogger, ...SESSION],
    headers: ["authorization"],
  }),
  creatorApplicationStatus: endpoint({
    method: "GET",
    path: "/creator/application/status",
    summary: "The caller's creator application",
    request: CreatorStatusQuery,
    data: CreatorApplicationStatus,
    codes: SESSION,
    headers: ["authorization"],
  }),
  fingerprintVisitor: endpoint({
    method: "GET",
    path: "/proxy/fp/visitor",
    summary: "Visit id from the fingerprint service's proxy (clients fall back to a local one)",
    data: VisitorData,
    codes: [C.notFound],
    readOnly: true,
    optional: true,
  }),
};

export type SsoEndpointName = keyof typeof SSO_ENDPOINTS;

/** Every call, in table order. */
export const ALL_ENDPOINTS: readonly (readonly [string, SsoEndpoint])[] = Object.entries(SSO_ENDPOINTS);

/** What a call may answer besides success: its own codes, then the ones any call may. */
export const documentedCodes = (e: SsoEndpoint): readonly number[] => [
  C.success,
  ...new Set([...e.codes, ...ANY_CALL_CODES]),
];
