import type { ForgotPasswordRequest, SsoApi } from "../sso/sso-api.port";
import { err, ok, type Result } from "../result/result";
import type { AuthState } from "./auth-state";
import { checkForgotForm, type CodeFormInput } from "./code-form.rules";
import { apiCallFailure, type UseCaseFailure } from "./use-case-failure";

export type ForgotPasswordInput = CodeFormInput & {
  readonly password: string;
  readonly confirmPassword: string;
};

export interface PasswordReset {
  readonly kind: "password-reset";
}

/**
 * Resets the password with a code. Any answer from the server ends the current session: a
 * failure or error logs the user out (FLOW-SESSION-4, FLOW-RELOGIN-1), and after a reset the user must log in again.
 * Invalid input never reaches the server and leaves the session alone.
 */
export class ForgotPasswordUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly auth: AuthState,
  ) {}

  async execute(input: ForgotPasswordInput): Promise<Result<PasswordReset, UseCaseFailure>> {
    const checked = checkForgotForm(input);
    if (!checked.ok) return checked;
    const { identifier: target, authCode, password } = checked.value;
    const request: ForgotPasswordRequest =
      target.channel === "email"
        ? { channel: "email", email: target.email, authCode, newPassword: password }
        : {
            channel: "phone",
            country: target.country,
            phoneNo: target.phone,
            authCode,
            newPassword: password,
          };
    const response = await this.api.forgotPassword(request);
    this.auth.clear();
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "forgot" }));
    return ok({ kind: "password-reset" });
  }
}
