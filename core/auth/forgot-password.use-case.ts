import type { ForgotPasswordRequest, SsoApi } from "../sso/sso-api.port";
import { err, ok, type Result } from "../result/result";
import { validateAuthCode } from "../validation/auth-code.rule";
import { validateConfirmPassword } from "../validation/confirm-password.rule";
import { validatePassword } from "../validation/password.rule";
import type { AuthState } from "./auth-state";
import { verifiedIdentifier, type IdentifierInput } from "./identifier";
import { apiCallFailure, validationFailure, type UseCaseFailure } from "./use-case-failure";

export type ForgotPasswordInput = IdentifierInput & {
  readonly password: string;
  readonly confirmPassword: string;
  readonly authCode: string;
};

export interface PasswordReset {
  readonly kind: "password-reset";
}

/**
 * Resets the password with a code. Any answer from the server ends the current session: a
 * failure or error logs the user out (SPEC §4), and after a reset the user must log in again.
 * Invalid input never reaches the server and leaves the session alone.
 */
export class ForgotPasswordUseCase {
  constructor(
    private readonly api: SsoApi,
    private readonly auth: AuthState,
  ) {}

  async execute(input: ForgotPasswordInput): Promise<Result<PasswordReset, UseCaseFailure>> {
    const identifier = verifiedIdentifier(input);
    const password = validatePassword(input.password);
    const confirm = validateConfirmPassword(input.password, input.confirmPassword);
    const authCode = validateAuthCode(input.authCode);
    if (!identifier.ok || !password.ok || !confirm.ok || !authCode.ok) {
      return err(validationFailure([identifier, password, confirm, authCode]));
    }
    const target = identifier.value;
    const request: ForgotPasswordRequest =
      target.channel === "email"
        ? { channel: "email", email: target.email, authCode: authCode.value, newPassword: password.value }
        : {
            channel: "phone",
            country: target.country,
            phoneNo: target.phone,
            authCode: authCode.value,
            newPassword: password.value,
          };
    const response = await this.api.forgotPassword(request);
    this.auth.clear();
    if (!response.ok) return err(apiCallFailure(response.error, { flow: "forgot" }));
    return ok({ kind: "password-reset" });
  }
}
