/**
 * The wire part of the backend contract, one row per call: method, path (relative to the API base,
 * `/api` locally) and the `data` of a success envelope. This is all a client needs to make a call
 * and read its answer, so the browser's HTTP adapter imports this file alone; what documents the
 * calls (requests, codes, headers, summaries) is in sso-endpoints.ts, which builds on these rows
 * for the server, the CLI and the OpenAPI document (ADR-0220).
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

export type SsoMethod = "GET" | "POST";

export interface SsoCall<A = unknown> {
  readonly method: SsoMethod;
  readonly path: string;
  /** `data` of a code-200 envelope. */
  readonly data: Schema.ConstraintDecoder<A>;
  /**
   * A POST that may be sent again when its answer was lost (a timeout, a dropped connection):
   * doing it twice leaves the account as doing it once. A password log-in only issues another
   * token; a log-in by SMS code is not one (the first try may have spent the code).
   */
  readonly repeatable?: true;
}

const call = <A>(
  method: SsoMethod,
  path: string,
  data: Schema.ConstraintDecoder<A>,
  options: { readonly repeatable?: true } = {},
): SsoCall<A> => ({ method, path, data, ...options });

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

export const SSO_CALLS = {
  loginByEmail: call("POST", "/sso/loginByEmail", LoginData, { repeatable: true }),
  loginByPhone: call("POST", "/sso/loginByPhone", LoginData, { repeatable: true }),
  loginByPhoneSms: call("POST", "/sso/loginByPhoneSms", LoginData),
  registerByEmail: call("POST", "/sso/registerByEmail", LoginData),
  registerByPhone: call("POST", "/sso/v2/registerByPhone", LoginData),
  genEmailAuthCode: call("GET", "/sso/genEmailAuthCode", CodeSent),
  genPhoneAuthCode: call("GET", "/sso/genPhoneAuthCode", CodeSent),
  forgetPasswordByEmail: call("POST", "/sso/forgetPasswordByEmail", Acknowledged),
  forgetPasswordByPhone: call("POST", "/sso/forgetPasswordByPhone", Acknowledged),
  unlockUser: call("POST", "/sso/unlockUser", Acknowledged),
  unlockUserByPhone: call("POST", "/sso/unlockUserByPhone", Acknowledged),
  getCountryList: call("GET", "/sso/getCountryList", CountryList),
  generateRandomUsername: call("GET", "/sso/generateRandomUsername", Schema.String),
  getRegisterToken: call("POST", "/sso/getRegisterToken", RegisterToken),
  registrationType: call("GET", "/sso/registration/type", RegistrationType),
  oneTimeToken: call("GET", "/miniProgram/oneTimeToken", OneTimeToken),
  androidVersion: call("GET", "/version/getAndroidVersion", AndroidVersion),
  adminDomains: call("GET", "/b2b/domains", AdminDomainList),
  announcements: call("GET", "/public/announcement/all", AnnouncementList),
  creatorApplication: call("POST", "/creator/application", CreatorApplicationStatus),
  creatorApplicationStatus: call("GET", "/creator/application/status", CreatorApplicationStatus),
  fingerprintVisitor: call("GET", "/proxy/fp/visitor", VisitorData),
};

export type SsoCallName = keyof typeof SSO_CALLS;
