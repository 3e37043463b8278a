import { err, ok, type Result } from "../result/result";
import { validateAuthCode } from "../validation/auth-code.rule";
import { validateEmail } from "../validation/email.rule";
import { validateLoginAccount } from "../validation/login-account.rule";
import { validatePassword } from "../validation/password.rule";
import { ACCOUNT_COUNTRY } from "../validation/phone.rule";
import type { ValidationError } from "../validation/validation-error";
import { verifiedPhone } from "./identifier";
import { validationFailure, type ValidationFailure } from "./use-case-failure";

/** The login tabs of AUTH-LOGIN-1. Country "other" on the phone tab is account login. */
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

/** A real country is checked like any phone (and must be present); "other" makes the field an account ID. */
const loginPhone = (rawCountry: string, raw: string): Result<string, ValidationError> => {
  const country = rawCountry.trim();
  if (country === ACCOUNT_COUNTRY) return validateLoginAccount(raw, "phone");
  const phone = verifiedPhone(country, raw);
  return phone.ok ? ok(phone.value.phone) : phone;
};

/**
 * The VAL-FIELDS-1 rules of the login form, for the tab in use: the identifier, then the secret. The
 * answer is the same credentials, normalized, or every broken rule at once.
 */
export const checkLoginForm = (input: LoginCredentials): Result<LoginCredentials, ValidationFailure> => {
  switch (input.mode) {
    case "email-password": {
      const email = validateEmail(input.email);
      const password = validatePassword(input.password);
      if (!email.ok || !password.ok) return err(validationFailure([email, password]));
      return ok({ mode: input.mode, email: email.value, password: password.value });
    }
    case "phone-password": {
      const phone = loginPhone(input.country, input.phone);
      const password = validatePassword(input.password);
      if (!phone.ok || !password.ok) return err(validationFailure([phone, password]));
      return ok({
        mode: input.mode,
        country: input.country.trim(),
        phone: phone.value,
        password: password.value,
      });
    }
    case "assistant": {
      const account = validateLoginAccount(input.account);
      const password = validatePassword(input.password);
      if (!account.ok || !password.ok) return err(validationFailure([account, password]));
      return ok({ mode: input.mode, account: account.value, password: password.value });
    }
    case "phone-code": {
      // SMS login needs a number to text; the "other" country (an account) has none.
      const phone = verifiedPhone(input.country, input.phone);
      const authCode = validateAuthCode(input.authCode);
      if (!phone.ok || !authCode.ok) return err(validationFailure([phone, authCode]));
      return ok({ mode: input.mode, ...phone.value, authCode: authCode.value });
    }
  }
};
