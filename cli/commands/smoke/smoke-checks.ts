/**
 * The checks of `lumen smoke`: one per contract call worth probing, each stating what it accepts:
 * the HTTP statuses and the business codes (from the contract's table), and for success the
 * contract's `data` schema. Read-only checks are safe against a shared environment: they read
 * public data, or probe with a random identity that cannot exist (so no real account is touched
 * or locked). Checks that send codes or spend registration/reset/unlock attempts run only with
 * --write, on identities the user names.
 */
import { CONTRACT_CODES as C } from "../../../core/contract/business-codes";
import { SSO_ENDPOINTS as E, type SsoEndpoint } from "../../../core/contract/sso-endpoints";

/** "success": code 200 with `data` matching the contract; "rejection": one of `codes`. */
export type Expectation =
  | { readonly kind: "success"; readonly statuses: readonly number[] }
  | { readonly kind: "rejection"; readonly statuses: readonly number[]; readonly codes: readonly number[] };

export interface SmokeCheck {
  readonly endpoint: SsoEndpoint;
  readonly payload?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly expect: Expectation;
}

export interface SmokeIdentities {
  readonly email?: string;
  readonly phone?: string;
  readonly country: string;
}

/** Business refusals travel as HTTP 200 (ERR-CODES-1); only the session refusal may also be a 401. */
const ok: Expectation = { kind: "success", statuses: [200] };
const rejected = (codes: readonly number[], statuses: readonly number[] = [200]): Expectation => ({
  kind: "rejection",
  statuses,
  codes,
});

/** The device fields every auth call carries (DATA-AUTHFORM-1); values name the tool in server logs. */
const DEVICE = { version: 2, deviceId: "lumen-smoke", deviceName: "lumen smoke", deviceType: 8 } as const;
/** Never issued: six digits, so it passes format checks and reaches the server's code check. */
const WRONG_CODE = "000000";

/** An identity that does not exist: unknown, or (a backend hiding which) a wrong password. */
const NOBODY = [C.accountNotFound, C.userNotExist, C.wrongPassword, C.tooManyAttempts];
/** A wrong code for an identity: wrong or expired code, unknown identity, or too many tries. */
const CODE_REFUSED = [
  C.wrongAuthCode,
  C.authCodeInvalid,
  C.accountNotFound,
  C.userNotExist,
  C.tooManyAttempts,
];
/** A bogus register token or a wrong code on the registration path. */
const REGISTER_REFUSED = [
  C.registerTokenInvalid,
  C.wrongAuthCode,
  C.authCodeInvalid,
  C.accountExists,
  C.registrationClosed,
  C.tooManyAttempts,
];

/** `nonce` makes the throw-away identities unique per run, so they can never match a real account. */
export function readOnlyChecks(nonce: string): SmokeCheck[] {
  const nobodyEmail = `lumen-smoke-${nonce}@invalid.example`;
  const nobodyAccount = `smoke_${nonce}`.slice(0, 18);
  const nobodyPhone = `1990${nonce.replace(/\D/g, "").padEnd(7, "0").slice(0, 7)}`;
  return [
    { endpoint: E.getCountryList, expect: ok },
    { endpoint: E.generateRandomUsername, expect: ok },
    { endpoint: E.registrationType, expect: ok },
    { endpoint: E.androidVersion, expect: ok },
    { endpoint: E.adminDomains, expect: ok },
    { endpoint: E.announcements, expect: ok },
    // Without Authorization the server must refuse with a session code of ERR-CODES-1.
    {
      endpoint: E.oneTimeToken,
      expect: rejected([C.permissionDenied, C.notLoggedIn, C.tokenInvalid], [200, 401]),
    },
    {
      endpoint: E.loginByEmail,
      payload: { ...DEVICE, email: nobodyEmail, password: "wrong-pw" },
      expect: rejected(NOBODY),
    },
    {
      endpoint: E.loginByPhone,
      payload: { ...DEVICE, country: "other", phone: nobodyAccount, password: "wrong-pw" },
      expect: rejected(NOBODY),
    },
    {
      endpoint: E.loginByPhoneSms,
      payload: { ...DEVICE, country: "CN", phone: nobodyPhone, authCode: WRONG_CODE },
      expect: rejected(CODE_REFUSED),
    },
    { endpoint: E.fingerprintVisitor, expect: ok },
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
        endpoint: E.genEmailAuthCode,
        payload: { forRegister: false, isByPhoneSms: false, version: 2, purpose: "reset", email },
        expect: ok,
      },
      {
        endpoint: E.getRegisterToken,
        payload: { authCode: WRONG_CODE, email, version: 2 },
        expect: rejected(REGISTER_REFUSED),
      },
      {
        endpoint: E.registerByEmail,
        payload: { ...registerFields, email },
        expect: rejected(REGISTER_REFUSED),
      },
      {
        endpoint: E.forgetPasswordByEmail,
        payload: { version: 2, newPassword: "Smoke1234", authCode: WRONG_CODE, email },
        expect: rejected(CODE_REFUSED),
      },
      {
        endpoint: E.unlockUser,
        payload: { version: 2, authCode: WRONG_CODE, email },
        expect: rejected(CODE_REFUSED),
      },
    );
  }
  if (ids.phone !== undefined) {
    const { phone, country } = ids;
    checks.push(
      {
        endpoint: E.genPhoneAuthCode,
        payload: {
          forRegister: false,
          isByPhoneSms: false,
          version: 2,
          purpose: "reset",
          country,
          phoneNo: phone,
        },
        expect: ok,
      },
      {
        endpoint: E.getRegisterToken,
        payload: { authCode: WRONG_CODE, country, phone, version: 2 },
        expect: rejected(REGISTER_REFUSED),
      },
      {
        endpoint: E.registerByPhone,
        payload: { ...registerFields, country, phone },
        expect: rejected(REGISTER_REFUSED),
      },
      {
        endpoint: E.forgetPasswordByPhone,
        payload: { version: 2, newPassword: "Smoke1234", authCode: WRONG_CODE, country, phoneNo: phone },
        expect: rejected(CODE_REFUSED),
      },
      {
        endpoint: E.unlockUserByPhone,
        payload: { version: 2, authCode: WRONG_CODE, country, phoneNo: phone },
        expect: rejected(CODE_REFUSED),
      },
    );
  }
  return checks;
}

/** What a check accepts, for its row: `200 · code 200`, `200/401 · 401/10007/10008`. */
export function acceptedText(expect: Expectation): string {
  const codes = expect.kind === "success" ? [C.success] : expect.codes;
  return `${expect.statuses.join("/")} · ${codes.join("/")}`;
}
