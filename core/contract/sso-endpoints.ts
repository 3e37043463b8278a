/**
 * The backend contract, one row per call (API-FINGERPRINT-1 plus the creator and fingerprint calls chosen in
 * docs/architecture.md): each call's wire row from sso-calls.ts (method, path, `data` of a success
 * envelope) with what the client sends, the business codes the call may answer and the headers it
 * carries. The local server's route table, `lumen smoke` / `lumen contract` and the OpenAPI
 * document read it; the browser's HTTP adapter reads only sso-calls.ts, so none of this
 * documentation is in the page's bytes. A path or a shape is written once.
 */
import type * as Schema from "effect/Schema";
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
import { SSO_CALLS, type SsoCall, type SsoCallName } from "./sso-calls";
import type { HeaderId } from "./wire-headers";

/** A call's wire row (sso-calls.ts) and what documents it. */
export interface SsoEndpoint<A = unknown> extends SsoCall<A> {
  /** One line for the OpenAPI document and `lumen smoke`. */
  readonly summary: string;
  /** The query (GET) or JSON body (POST); absent when the call takes none. */
  readonly request?: Schema.Constraint;
  /** Business codes besides 200 and the transport codes every call may answer (ANY_CALL_CODES). */
  readonly codes: readonly number[];
  /** Headers beyond the ones every call carries (COMMON_HEADERS). */
  readonly headers: readonly HeaderId[];
  /** Changes nothing on the server, so `lumen contract check` may call it against any backend. */
  readonly readOnly: boolean;
  /** API-CALLS-1 lets a backend leave it out (the client falls back). */
  readonly optional: boolean;
  /**
   * Not in SPEC §7: a call this project added, and why (the OpenAPI document's `x-lumen-extension`),
   * so a backend team knows which calls the SPEC's backend cannot be expected to have.
   */
  readonly extension?: string;
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
  wire: SsoCall<A>,
  row: Pick<SsoEndpoint<A>, "summary"> &
    Partial<Pick<SsoEndpoint<A>, "request" | "headers" | "readOnly" | "optional" | "codes" | "extension">>,
): SsoEndpoint<A> => ({ headers: [], readOnly: false, optional: false, codes: [], ...wire, ...row });

export const SSO_ENDPOINTS = {
  loginByEmail: endpoint(SSO_CALLS.loginByEmail, {
    summary: "Log in with email and password",
    request: LoginByEmailBody,
    codes: [C.wrongPassword, C.emailFormatError, C.tooManyAttempts, ...UNKNOWN_ACCOUNT, ...LOCKED],
  }),
  loginByPhone: endpoint(SSO_CALLS.loginByPhone, {
    summary: "Log in with phone (or account ID) and password",
    request: LoginByPhoneBody,
    codes: [C.wrongPassword, C.phoneFormatError, C.tooManyAttempts, ...UNKNOWN_ACCOUNT, ...LOCKED],
    headers: ["deviceType"],
  }),
  loginByPhoneSms: endpoint(SSO_CALLS.loginByPhoneSms, {
    summary: "Log in with phone and SMS code",
    request: LoginByPhoneSmsBody,
    codes: [C.phoneFormatError, ...WRONG_CODE, ...UNKNOWN_ACCOUNT, ...LOCKED],
    headers: ["deviceType"],
  }),
  registerByEmail: endpoint(SSO_CALLS.registerByEmail, {
    summary: "Register with email (after getRegisterToken)",
    request: RegisterByEmailBody,
    codes: [C.emailFormatError, ...REGISTER],
  }),
  registerByPhone: endpoint(SSO_CALLS.registerByPhone, {
    summary: "Register with phone (after getRegisterToken)",
    request: RegisterByPhoneBody,
    codes: [C.phoneFormatError, ...REGISTER],
    headers: ["deviceType"],
  }),
  genEmailAuthCode: endpoint(SSO_CALLS.genEmailAuthCode, {
    summary: "Send a verification code by email",
    request: EmailCodeQuery,
    codes: [
      C.emailFormatError,
      C.accountExists,
      C.resendTooSoon,
      C.tooManyAttempts,
      C.registrationClosed,
      ...UNKNOWN_ACCOUNT,
    ],
  }),
  genPhoneAuthCode: endpoint(SSO_CALLS.genPhoneAuthCode, {
    summary: "Send a verification code by SMS",
    request: PhoneCodeQuery,
    codes: [
      C.phoneFormatError,
      C.accountExists,
      C.resendTooSoon,
      C.tooManyAttempts,
      C.registrationClosed,
      ...UNKNOWN_ACCOUNT,
    ],
  }),
  forgetPasswordByEmail: endpoint(SSO_CALLS.forgetPasswordByEmail, {
    summary: "Reset the password with an email code",
    request: ForgotByEmailBody,
    codes: [C.emailFormatError, C.passwordFormat, ...WRONG_CODE, ...UNKNOWN_ACCOUNT],
  }),
  forgetPasswordByPhone: endpoint(SSO_CALLS.forgetPasswordByPhone, {
    summary: "Reset the password with an SMS code",
    request: ForgotByPhoneBody,
    codes: [C.phoneFormatError, C.passwordFormat, ...WRONG_CODE, ...UNKNOWN_ACCOUNT],
  }),
  unlockUser: endpoint(SSO_CALLS.unlockUser, {
    summary: "Unlock an account with an email code",
    request: UnlockByEmailBody,
    codes: [C.emailFormatError, ...WRONG_CODE, ...UNKNOWN_ACCOUNT],
  }),
  unlockUserByPhone: endpoint(SSO_CALLS.unlockUserByPhone, {
    summary: "Unlock an account with an SMS code",
    request: UnlockByPhoneBody,
    codes: [C.phoneFormatError, ...WRONG_CODE, ...UNKNOWN_ACCOUNT],
  }),
  getCountryList: endpoint(SSO_CALLS.getCountryList, {
    summary: "Countries and calling codes, in the caller's language",
    readOnly: true,
  }),
  generateRandomUsername: endpoint(SSO_CALLS.generateRandomUsername, {
    summary: "A free account ID suggestion",
    readOnly: true,
  }),
  getRegisterToken: endpoint(SSO_CALLS.getRegisterToken, {
    summary: "Trade a register code for a register token",
    request: RegisterTokenBody,
    codes: [C.emailFormatError, C.phoneFormatError, C.accountExists, C.registrationClosed, ...WRONG_CODE],
  }),
  registrationType: endpoint(SSO_CALLS.registrationType, {
    summary: "Open sign-up channels: 1 phone, 2 email, 3 both",
    readOnly: true,
  }),
  oneTimeToken: endpoint(SSO_CALLS.oneTimeToken, {
    summary: "A one-time code for the mini-app hand-off",
    codes: SESSION,
    headers: ["authorization"],
  }),
  androidVersion: endpoint(SSO_CALLS.androidVersion, {
    summary: "The current Android app",
    readOnly: true,
  }),
  adminDomains: endpoint(SSO_CALLS.adminDomains, {
    summary: "Admin (back-office) domains; also login callback origins",
    readOnly: true,
  }),
  announcements: endpoint(SSO_CALLS.announcements, {
    summary: "Landing-page notices",
    readOnly: true,
  }),
  creatorApplication: endpoint(SSO_CALLS.creatorApplication, {
    summary: "Apply as blogger or streamer",
    request: CreatorApplicationBody,
    codes: [C.emailFormatError, C.isStreamer, C.isBlogger, ...SESSION],
    headers: ["authorization"],
    extension:
      "SPEC §7: the creator application submission call is not shown; this is the call the app makes.",
  }),
  creatorApplicationStatus: endpoint(SSO_CALLS.creatorApplicationStatus, {
    summary: "The caller's creator application",
    request: CreatorStatusQuery,
    codes: SESSION,
    headers: ["authorization"],
    extension: "Not in SPEC §7: the app reads the caller's application status to show it on the apply page.",
  }),
  fingerprintVisitor: endpoint(SSO_CALLS.fingerprintVisitor, {
    summary: "Visit id from the fingerprint service's proxy (clients fall back to a local one)",
    codes: [C.notFound],
    readOnly: true,
    optional: true,
    extension:
      "SPEC §7 names a proxy path under /api/proxy/fp/ but not its call; this is the one the app makes.",
  }),
} satisfies { readonly [N in SsoCallName]: SsoEndpoint<unknown> };

export type SsoEndpointName = keyof typeof SSO_ENDPOINTS;

/** Every call, in table order. */
export const ALL_ENDPOINTS: readonly (readonly [string, SsoEndpoint])[] = Object.entries(SSO_ENDPOINTS);

/** What a call may answer besides success: its own codes, then the ones any call may. */
export const documentedCodes = (e: SsoEndpoint): readonly number[] => [
  C.success,
  ...new Set([...e.codes, ...ANY_CALL_CODES]),
];
