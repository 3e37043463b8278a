/**
 * Every message key the validation rules can return or name (the password requirements). The locale test checks each exists in all
 * seven locales, and the property tests check no rule returns a key outside this list.
 */
export const VALIDATION_MESSAGE_KEYS = [
  "validation:phoneRequired",
  "validation:phoneInvalid",
  "validation:accountRequired",
  "validation:accountInvalid",
  "validation:emailRequired",
  "validation:emailInvalid",
  "validation:passwordRequired",
  "validation:passwordInvalid",
  "validation:passwordRuleLength",
  "validation:passwordRuleCharacters",
  "validation:confirmPasswordRequired",
  "validation:passwordsMismatch",
  "validation:authCodeRequired",
  "validation:authCodeInvalid",
  "validation:usernameRequired",
  "validation:usernameInvalid",
  "validation:nicknameRequired",
  "validation:nicknameTooLong",
  "validation:nicknameInvalid",
  "validation:agreementRequired",
  "validation:registerTokenMissing",
  "validation:creativeFieldRequired",
  "validation:creativeFieldInvalid",
  "validation:reasonRequired",
  "validation:reasonTooLong",
  "validation:reasonInvalid",
  "validation:affectRequired",
  "validation:affectTooLong",
  "validation:affectInvalid",
  "validation:creatorRulesRequired",
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];
