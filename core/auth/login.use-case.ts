import type { DeviceContext } from "../ports/device-context.port";
import type { KeyValueStore } from "../ports/key-value-store.port";
import type { ApiResult } from "../sso/api-result";
import type { DeviceInfo, LoginOptions, SsoApi } from "../sso/sso-api.port";
import type { LoginData } from "../sso/sso.schema";
import { err, ok, type Result } from "../result/result";
import { STORAGE_KEYS } from "../storage/storage-keys";
import { ACCOUNT_COUNTRY } from "../validation/phone.rule";
import type { FailureContext } from "../errors/error-catalogue";
import type { AuthState } from "./auth-state";
import type { Identifier } from "./identifier";
import { checkLoginForm, type LoginCredentials } from "./login-form.rules";
import { apiCallFailure, type UseCaseFailure } from "./use-case-failure";

/** Variants that come from the query (FLOW-QUERY-1, FLOW-THIRDPARTY-1): host=1, or the accepted third-party source. */
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
  /** FLOW-REGTOKEN-1: a login response with a registerToken skips to signup. */
  | { readonly kind: "needs-signup"; readonly registerToken: string; readonly identifier: Identifier | null };

export type LoginFailure = UseCaseFailure;

type RequestContext = DeviceInfo & LoginOptions;

type Prepared = {
  readonly call: (api: SsoApi, context: RequestContext) => Promise<ApiResult<LoginData>>;
  readonly secretField: "password" | "authCode";
  readonly identifierField: NonNullable<FailureContext["identifierField"]>;
  readonly country: string | null;
  readonly identifier: Identifier | null;
};

/**
 * Logs in with any of the AUTH-LOGIN-1 tabs. On success the session is stored; a response without a
 * token, or any failure, clears the stored token (FLOW-SESSION-2).
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
    const checked = checkLoginForm(input);
    if (!checked.ok) return checked;
    const credentials = checked.value;
    switch (credentials.mode) {
      case "email-password": {
        const { email, password } = credentials;
        return ok({
          call: (api, context) => api.loginByEmail({ ...context, email, password }),
          secretField: "password",
          identifierField: "email",
          country: null,
          identifier: { channel: "email", email },
        });
      }
      case "assistant": {
        const { account, password } = credentials;
        return ok({
          call: (api, context) =>
            api.loginByPhone({ ...context, country: ACCOUNT_COUNTRY, phone: account, password }),
          secretField: "password",
          identifierField: "account",
          country: null,
          identifier: null,
        });
      }
      case "phone-password": {
        const { country, phone, password } = credentials;
        return ok({
          call: (api, context) => api.loginByPhone({ ...context, country, phone, password }),
          secretField: "password",
          identifierField: "phone",
          country,
          identifier: country === ACCOUNT_COUNTRY ? null : { channel: "phone", country, phone },
        });
      }
      case "phone-code": {
        const { country, phone, authCode } = credentials;
        return ok({
          call: (api, context) => api.loginByPhoneSms({ ...context, country, phone, authCode }),
          secretField: "authCode",
          identifierField: "phone",
          country,
          identifier: { channel: "phone", country, phone },
        });
      }
    }
  }
}
