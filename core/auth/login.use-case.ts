import type { DeviceContext } from "../ports/device-context.port";
import type { KeyValueStore } from "../ports/key-value-store.port";
import type { ApiResult } from "../sso/api-result";
import type { DeviceInfo, LoginOptions, SsoApi } from "../sso/sso-api.port";
import type { LoginData } from "../sso/sso.schema";
import { err, ok, type Result } from "../result/result";
import { STORAGE_KEYS } from "../storage/storage-keys";
import { validateAuthCode } from "../validation/auth-code.rule";
import { validateEmail } from "../validation/email.rule";
import { validatePassword } from "../validation/password.rule";
import { ACCOUNT_COUNTRY, validatePhone } from "../validation/phone.rule";
import type { ValidationError } from "../validation/validation-error";
import type { FailureContext } from "../errors/error-catalogue";
import type { AuthState } from "./auth-state";
import { verifiedPhone, type Identifier } from "./identifier";
import { apiCallFailure, validationFailure, type UseCaseFailure } from "./use-case-failure";

/** The login tabs of SPEC §2. Country "other" on the phone tab is account login. */
export type LoginCredentials =
  | { readonly mode: "email-password"; readonly email: string; readonly password: string }
  | {
      readonly mode: "phone-password";
      readonly country: string;
      readonly phone: string;
      readonly password: string;
    }
  | {
      readonly mode: "phone-code";
      readonly country: string;
      readonly phone: string;
      readonly authCode: string;
    }
  /** Assistant login (`assistant=1`): one account + password tab, sent as country "other". */
  | { readonly mode: "assistant"; readonly account: string; readonly password: string };

/** Variants that come from the query (SPEC §4): host=1, or the accepted third-party source. */
export interface LoginFlags {
  readonly host?: boolean;
  /** The third-party flow's redirect page, already checked against the accepted source by the query rule. */
  readonly thirdPartyRedirect?: string;
}

export type LoginInput = LoginCredentials & LoginFlags;

export type LoginSuccess =
  | {
      readonly kind: "logged-in";
      /** Token head + token, as stored. */
      readonly token: string;
      readonly memberId: string | null;
      readonly fameExRedirectUrl: string | null;
    }
  /** SPEC §4: a login response with a registerToken skips to signup. */
  | { readonly kind: "needs-signup"; readonly registerToken: string; readonly identifier: Identifier | null };

export type LoginFailure = UseCaseFailure;

type RequestContext = DeviceInfo & LoginOptions;

type Prepared = {
  readonly call: (api: SsoApi, context: RequestContext) => Promise<ApiResult<LoginData>>;
  readonly secretField: "password" | "authCode";
  readonly identifierField: "phone" | "email";
  readonly country: string | null;
  readonly identifier: Identifier | null;
};

/**
 * Logs in with any of the SPEC §2 tabs. On success the session is stored; a response without a
 * token, or any failure, clears the stored token (SPEC §4).
 */
export class LoginUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly auth: AuthState,
    private readonly store: KeyValueStore,
    private readonly device: DeviceContext,
  ) {}

  async execute(input: LoginInput): Promise<Result<LoginSuccess, LoginFailure>> {
    const prepared = this.prepare(input);
    if (!prepared.ok) return prepared;
    const { call, secretField, identifierField, country, identifier } = prepared.value;
    const failureContext: FailureContext = {
      flow: input.thirdPartyRedirect !== undefined ? "third-party-login" : "login",
      loginField: secretField,
      identifierField,
    };
    if (country !== null) {
      this.store.set(STORAGE_KEYS.lastCountry, country);
      this.store.set(STORAGE_KEYS.countryCode, country);
    }
    const deviceInfo = await this.device.deviceInfo();
    const context: RequestContext = {
      ...deviceInfo,
      ...(input.host === true ? { isStreamHostLogin: true } : {}),
      ...(input.thirdPartyRedirect !== undefined
        ? { fromFameEx: true, redirectPage: input.thirdPartyRedirect }
        : {}),
    };
    const response = await call(this.api, context);
    if (!response.ok) {
      this.auth.clear();
      return err(apiCallFailure(response.error, failureContext));
    }
    const data = response.value.data;
    if (data.registerToken) {
      this.auth.clear();
      return ok({ kind: "needs-signup", registerToken: data.registerToken, identifier });
    }
    if (!this.auth.setSession(data)) {
      // No token and no register token: nothing to continue with, so it is a malformed answer.
      return err(apiCallFailure({ kind: "malformed" }, failureContext));
    }
    return ok({
      kind: "logged-in",
      token: this.auth.token.value ?? "",
      memberId: this.auth.memberId.value,
      fameExRedirectUrl: data.fameExRedirectUrl ?? null,
    });
  }

  private prepare(input: LoginCredentials): Result<Prepared, UseCaseFailure> {
    switch (input.mode) {
      case "email-password": {
        const email = validateEmail(input.email);
        const password = validatePassword(input.password);
        if (!email.ok || !password.ok) return err(validationFailure([email, password]));
        return ok({
          call: (api, context) =>
            api.loginByEmail({ ...context, email: email.value, password: password.value }),
          secretField: "password",
          identifierField: "email",
          country: null,
          identifier: { channel: "email", email: email.value },
        });
      }
      case "phone-password":
      case "assistant": {
        const country = input.mode === "assistant" ? ACCOUNT_COUNTRY : input.country.trim();
        const raw = input.mode === "assistant" ? input.account : input.phone;
        const phone = loginPhone(country, raw);
        const password = validatePassword(input.password);
        if (!phone.ok || !password.ok) return err(validationFailure([phone, password]));
        return ok({
          call: (api, context) =>
            api.loginByPhone({ ...context, country, phone: phone.value, password: password.value }),
          secretField: "password",
          identifierField: "phone",
          country: input.mode === "assistant" ? null : country,
          identifier: country === ACCOUNT_COUNTRY ? null : { channel: "phone", country, phone: phone.value },
        });
      }
      case "phone-code": {
        // SMS login needs a number to text; the "other" country (an account) has none.
        const phone = verifiedPhone(input.country, input.phone);
        const authCode = validateAuthCode(input.authCode);
        if (!phone.ok || !authCode.ok) return err(validationFailure([phone, authCode]));
        const { country } = phone.value;
        return ok({
          call: (api, context) =>
            api.loginByPhoneSms({ ...context, ...phone.value, authCode: authCode.value }),
          secretField: "authCode",
          identifierField: "phone",
          country,
          identifier: { channel: "phone", ...phone.value },
        });
      }
    }
  }
}

/** A real country is checked like any phone (and must be present); "other" makes the field an account ID. */
const loginPhone = (country: string, raw: string): Result<string, ValidationError> => {
  if (country === ACCOUNT_COUNTRY) return validatePhone(raw, country);
  const phone = verifiedPhone(country, raw);
  return phone.ok ? ok(phone.value.phone) : phone;
};
