/**
 * The endpoint checks of `lumen smoke`: every API-CALLS-1 call, each with the envelope code(s) it must
 * answer and, for success, the schema its `data` must match (the same schemas the app decodes
 * with). Read-only checks are safe against a shared environment: they read public data, or probe
 * with a random identity that cannot exist (so no real account is touched or locked). Checks that
 * send codes or spend registration/reset/unlock attempts run only with --write, on identities the
 * user names.
 */
import * as Schema from "effect/Schema";
import { SSO_PATHS } from "../../../adapters/http/http-sso-api";
import type { HttpMethod } from "../../../adapters/http/ofetch-http-client";
import {
  AdminDomainList,
  AndroidVersion,
  AnnouncementList,
  CodeSent,
  CountryList,
  RegistrationType,
} from "../../../core/sso/sso.schema";

/** "success": code 200 with `data` matching `data`; "rejection": a well-formed envelope with a code other than 200. */
export type Expectation =
  | { readonly kind: "success"; readonly data: Schema.ConstraintDecoder<unknown> }
  | { readonly kind: "rejection"; readonly codes?: readonly number[] };

export interface SmokeCheck {
  readonly method: HttpMethod;
  readonly path: string;
  readonly payload?: Readonly<Record<string, unknown>>;
  readonly expect: Expectation;
  /** A failure here is reported as a warning (the endpoint is allowed to be absent). */
  readonly optional?: boolean;
}

export interface SmokeIdentities {
  readonly email?: string;
  readonly phone?: string;
  readonly country: string;
}

const ok = (data: Schema.ConstraintDecoder<unknown>): Expectation => ({ kind: "success", data });
const rejected = (codes?: readonly number[]): Expectation =>
  codes === undefined ? { kind: "rejection" } : { kind: "rejection", codes };

/** The device fields every auth call carries (DATA-AUTHFORM-1); values name the tool in server logs. */
const DEVICE = { version: 2, deviceId: "lumen-smoke", deviceName: "lumen smoke", deviceType: 8 } as const;
/** Never issued: six digits, so it passes format checks and reaches the server's code check. */
const WRONG_CODE = "000000";
/** Fingerprint proxy: API-FINGERPRINT-1 says clients fall back to a local fingerprint, so it may be missing. */
const FINGERPRINT_PATH = "/proxy/fp/visitor";

/** `nonce` makes the throw-away identities unique per run, so they can never match a real account. */
export function readOnlyChecks(nonce: string): SmokeCheck[] {
  const nobodyEmail = `lumen-smoke-${nonce}@invalid.example`;
  const nobodyAccount = `smoke_${nonce}`.slice(0, 18);
  const nobodyPhone = `1990${nonce.replace(/\D/g, "").padEnd(7, "0").slice(0, 7)}`;
  return [
    { method: "GET", path: SSO_PATHS.getCountryList, expect: ok(CountryList) },
    { method: "GET", path: SSO_PATHS.generateRandomUsername, expect: ok(Schema.String) },
    { method: "GET", path: SSO_PATHS.registrationType, expect: ok(RegistrationType) },
    { method: "GET", path: SSO_PATHS.androidVersion, expect: ok(AndroidVersion) },
    { method: "GET", path: SSO_PATHS.adminDomains, expect: ok(AdminDomainList) },
    { method: "GET", path: SSO_PATHS.announcements, expect: ok(AnnouncementList) },
    // Without Authorization the server must refuse, with the session codes of ERR-SESSION-1.
    { method: "GET", path: SSO_PATHS.oneTimeToken, expect: rejected([401, 10007, 10008]) },
    {
      method: "POST",
      path: SSO_PATHS.loginByEmail,
      payload: { ...DEVICE, email: nobodyEmail, password: "wrong-pw" },
      expect: rejected(),
    },
    {
      method: "POST",
      path: SSO_PATHS.loginByPhone,
      payload: { ...DEVICE, country: "other", phone: nobodyAccount, password: "wrong-pw" },
      expect: rejected(),
    },
    {
      method: "POST",
      path: SSO_PATHS.loginByPhoneSms,
      payload: { ...DEVICE, country: "CN", phone: nobodyPhone, authCode: WRONG_CODE },
      expect: rejected(),
    },
    {
      method: "GET",
      path: FINGERPRINT_PATH,
      expect: ok(Schema.Struct({ visitorId: Schema.String })),
      optional: true,
    },
  ];
}

/**
 * With --write: a real code is sent to each named identity, and the registration, reset and
 * unlock endpoints are exercised with a wrong code or a bogus register token, so they must refuse
 * (nothing is created, reset or unlocked).
 */
export function writeChecks(ids: SmokeIdentities): SmokeCheck[] {
  const checks: SmokeCheck[] = [];
  const registerFields = {
    ...DEVICE,
    password: "Smoke1234",
    username: "lumen_smoke",
    nickname: "smoke",
    registerToken: "lumen-smoke-bogus",
  };
  if (ids.email !== undefined) {
    const email = ids.email;
    checks.push(
      {
        method: "GET",
        path: SSO_PATHS.genEmailAuthCode,
        payload: { forRegister: false, isByPhoneSms: false, version: 2, purpose: "reset", email },
        expect: ok(CodeSent),
      },
      {
        method: "POST",
        path: SSO_PATHS.getRegisterToken,
        payload: { authCode: WRONG_CODE, email, version: 2 },
        expect: rejected(),
      },
      {
        method: "POST",
        path: SSO_PATHS.registerByEmail,
        payload: { ...registerFields, email },
        expect: rejected(),
      },
      {
        method: "POST",
        path: SSO_PATHS.forgetPasswordByEmail,
        payload: { version: 2, newPassword: "Smoke1234", authCode: WRONG_CODE, email },
        expect: rejected(),
      },
      {
        method: "POST",
        path: SSO_PATHS.unlockUser,
        payload: { version: 2, authCode: WRONG_CODE, email },
        expect: rejected(),
      },
    );
  }
  if (ids.phone !== undefined) {
    const { phone, country } = ids;
    checks.push(
      {
        method: "GET",
        path: SSO_PATHS.genPhoneAuthCode,
        payload: {
          forRegister: false,
          isByPhoneSms: false,
          version: 2,
          purpose: "reset",
          country,
          phoneNo: phone,
        },
        expect: ok(CodeSent),
      },
      {
        method: "POST",
        path: SSO_PATHS.getRegisterToken,
        payload: { authCode: WRONG_CODE, country, phone, version: 2 },
        expect: rejected(),
      },
      {
        method: "POST",
        path: SSO_PATHS.registerByPhone,
        payload: { ...registerFields, country, phone },
        expect: rejected(),
      },
      {
        method: "POST",
        path: SSO_PATHS.forgetPasswordByPhone,
        payload: { version: 2, newPassword: "Smoke1234", authCode: WRONG_CODE, country, phoneNo: phone },
        expect: rejected(),
      },
      {
        method: "POST",
        path: SSO_PATHS.unlockUserByPhone,
        payload: { version: 2, authCode: WRONG_CODE, country, phoneNo: phone },
        expect: rejected(),
      },
    );
  }
  return checks;
}
