import { err, ok, type Result } from "../result/result";
import { validateAccountId } from "../validation/account-id.rule";
import { validateConfirmPassword } from "../validation/confirm-password.rule";
import { validateNickname } from "../validation/nickname.rule";
import { validatePassword } from "../validation/password.rule";
import { validationFailure, type ValidationFailure } from "./use-case-failure";

/** What the user types on the sign-up form (AUTH-SIGNUP-1 sign-up step 2). */
export interface SignupFormInput {
  readonly password: string;
  readonly confirmPassword: string;
  /** The account ID (sent as `username`). */
  readonly username: string;
  readonly nickname: string;
}

export interface CheckedSignupForm {
  readonly password: string;
  readonly username: string;
  readonly nickname: string;
}

/** The VAL-FIELDS-1 rules of the sign-up form, in form order: every broken rule at once, or the cleaned values. */
export const checkSignupForm = (input: SignupFormInput): Result<CheckedSignupForm, ValidationFailure> => {
  const password = validatePassword(input.password);
  const confirm = validateConfirmPassword(input.password, input.confirmPassword);
  const username = validateAccountId(input.username);
  const nickname = validateNickname(input.nickname);
  if (!password.ok || !confirm.ok || !username.ok || !nickname.ok) {
    return err(validationFailure([password, confirm, username, nickname]));
  }
  return ok({ password: password.value, username: username.value, nickname: nickname.value });
};
