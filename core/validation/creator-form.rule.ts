import { err, ok, type Result } from "../result/result";
import { validateEmail } from "./email.rule";
import { codePointLength, hasControlCharacter, trimAll } from "./input-normalization";
import type { ValidationError } from "./validation-error";

/** The creative-field options of DATA-CREATOR-1, as stable ids (the labels live in the creator namespace). */
export const CREATIVE_FIELDS = [
  "market-analysis",
  "industry-trends",
  "blockchain-knowledge",
  "project-review",
  "other",
] as const;
export type CreativeField = (typeof CREATIVE_FIELDS)[number];

export const isCreativeField = (value: string): value is CreativeField =>
  CREATIVE_FIELDS.some((field) => field === value);

/**
 * VAL-CREATOR-2, LIMIT-CREATOR-1 give 500 characters in zh-CN, zh-TW, ja (and the auth-side text) and 1000 in the
 * English texts. ko and ru are not named; they get 500 with the other non-English texts, and an
 * unknown locale gets the stricter 500 too (ADR-0033).
 */
export const creatorTextLimit = (locale: string): 500 | 1000 =>
  locale === "en-US" || locale === "en-AU" ? 1000 : 500;

/** A profile link long enough for any real URL, far below anything that strains the server. */
const AFFECT_URL_MAX_LENGTH = 2048;

export interface CreatorFormInput {
  readonly email: string;
  readonly creativeField: readonly string[];
  readonly reason: string;
  readonly affect: string;
  readonly rulesAccepted: boolean;
}

export interface CreatorForm {
  readonly email: string;
  readonly creativeField: readonly CreativeField[];
  readonly reason: string;
  readonly affect: string;
}

/** The influence link must be an absolute http(s) URL with a host: it is shown to reviewers as a link. */
export const isProfileLink = (raw: string): boolean => {
  if (raw.length > AFFECT_URL_MAX_LENGTH || /[\s\p{Cc}\\]/u.test(raw)) return false;
  if (!/^https?:\/\/[^/]/i.test(raw)) return false;
  try {
    const url = new URL(raw);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname !== "" &&
      url.username === "" &&
      url.password === ""
    );
  } catch {
    return false;
  }
};

/**
 * Checks every field at once (the form shows all problems together) and returns the cleaned
 * form: trimmed texts, de-duplicated known fields in canonical order.
 */
export const validateCreatorForm = (
  form: CreatorFormInput,
  locale: string,
): Result<CreatorForm, readonly ValidationError[]> => {
  const errors: ValidationError[] = [];
  const limit = creatorTextLimit(locale);

  const email = validateEmail(form.email);
  if (!email.ok) errors.push(email.error);

  const chosen = CREATIVE_FIELDS.filter((field) => form.creativeField.includes(field));
  if (form.creativeField.length === 0)
    errors.push({ field: "creativeField", key: "validation:creativeFieldRequired" });
  else if (chosen.length === 0 || form.creativeField.some((field) => !isCreativeField(field))) {
    errors.push({ field: "creativeField", key: "validation:creativeFieldInvalid" });
  }

  const reason = trimAll(form.reason);
  if (reason === "") errors.push({ field: "reason", key: "validation:reasonRequired" });
  else if (codePointLength(reason) > limit)
    errors.push({ field: "reason", key: "validation:reasonTooLong", params: { max: limit } });
  else if (/\p{Cc}/u.test(reason.replace(/[\n\r\t]/g, "")))
    errors.push({ field: "reason", key: "validation:reasonInvalid" });

  const affect = trimAll(form.affect);
  if (affect === "") errors.push({ field: "affect", key: "validation:affectRequired" });
  else if (codePointLength(affect) > limit)
    errors.push({ field: "affect", key: "validation:affectTooLong", params: { max: limit } });
  else if (hasControlCharacter(affect) || !isProfileLink(affect))
    errors.push({ field: "affect", key: "validation:affectInvalid" });

  if (form.rulesAccepted !== true)
    errors.push({ field: "creatorRules", key: "validation:creatorRulesRequired" });

  if (errors.length > 0 || !email.ok) return err(errors);
  return ok({ email: email.value, creativeField: chosen, reason, affect });
};
