import { err, ok, type Result } from "../result/result";
import { validateAgreement } from "../validation/agreement.rule";
import { validateAuthCode } from "../validation/auth-code.rule";
import { validateConfirmPassword } from "../validation/confirm-password.rule";
import { validatePassword } from "../validation/password.rule";
import { verifiedIdentifier, type Identifier, type IdentifierInput } from "./identifier";
import { validationFailure, type ValidationFailure } from "./use-case-failure";

/**
 * The rule sets of the identifier + code forms (AUTH-UNLOCK-1, AUTH-VERIFY-1, AUTH-FORGOT-1),
 * each in form order: the phone or email, the code, then the form's own fields.
 */
export type CodeFormInput = IdentifierInput & { readonly authCode: string };

export interface CheckedCodeForm {
  readonly identifier: Identifier;
  readonly authCode: string;
}

/** Unlock: where the code went, and the code. */
export const checkUnlockForm = (input: CodeFormInput): Result<CheckedCodeForm, ValidationFailure> => {
  const identifier = verifiedIdentifier(input);
  const authCode = validateAuthCode(input.authCode);
  if (!identifier.ok || !authCode.ok) return err(validationFailure([identifier, authCode]));
  return ok({ identifier: identifier.value, authCode: authCode.value });
};

/** Sign-up verify: the unlock fields and the ticked agreement. */
export const checkSignupVerifyForm = (
  input: CodeFormInput & { readonly agreed: boolean },
): Result<CheckedCodeForm, ValidationFailure> => {
  const identifier = verifiedIdentifier(input);
  const authCode = validateAuthCode(input.authCode);
  const agreement = validateAgreement(input.agreed);
  if (!identifier.ok || !authCode.ok || !agreement.ok) {
    return err(validationFailure([identifier, authCode, agreement]));
  }
  return ok({ identifier: identifier.value, authCode: authCode.value });
};

/** Forgot password: the unlock fields and the new password, confirmed. */
export const checkForgotForm = (
  input: CodeFormInput & { readonly password: string; readonly confirmPassword: string },
): Result<CheckedCodeForm & { readonly password: string }, ValidationFailure> => {
  const identifier = verifiedIdentifier(input);
  const authCode = validateAuthCode(input.authCode);
  const password = validatePassword(input.password);
  const confirm = validateConfirmPassword(input.password, input.confirmPassword);
  if (!identifier.ok || !authCode.ok || !password.ok || !confirm.ok) {
    return err(validationFailure([identifier, authCode, password, confirm]));
  }
  return ok({ identifier: identifier.value, authCode: authCode.value, password: password.value });
};
