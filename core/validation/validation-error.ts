import { err, type Result } from "../shared/result";

/** Every form field a rule can complain about; the UI uses it to place the message. */
export type FieldName =
  | "country"
  | "phone"
  /** Account login's account ID (assistant login). */
  | "account"
  | "email"
  | "password"
  | "confirmPassword"
  | "authCode"
  | "username"
  | "nickname"
  | "agreement"
  | "creativeField"
  | "reason"
  | "affect"
  | "creatorRules"
  | "registerToken";

/**
 * A rule's complaint. `key` names a message in locales/{locale}/validation.json (for example
 * "validation:phoneInvalid"), so the core never holds user-visible text.
 */
export interface ValidationError {
  readonly field: FieldName;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Validation<A> = Result<A, ValidationError>;

export const invalid = (
  field: FieldName,
  key: string,
  params?: Readonly<Record<string, string | number>>,
): Validation<never> => err(params === undefined ? { field, key } : { field, key, params });
