/**
 * The failure shape every use-case shares, so web and CLI handle all of them with one switch:
 * either the input broke a VAL-FIELDS-1 rule (all broken rules at once, to show them together), or the
 * backend call failed and the error catalogue already decided what the UI must do about it.
 */
import { reactionFor, type FailureContext } from "../errors/error-catalogue";
import type { Reaction } from "../errors/reaction";
import type { ApiFailure } from "../sso/api-result";
import type { Result } from "../result/result";
import type { ValidationError } from "../validation/validation-error";

export interface ValidationFailure {
  readonly kind: "validation";
  readonly errors: readonly ValidationError[];
}

export interface ApiCallFailure {
  readonly kind: "api";
  readonly failure: ApiFailure;
  readonly reaction: Reaction;
}

export type UseCaseFailure = ValidationFailure | ApiCallFailure;

/** Collects the errors of the rules that failed; pass every rule's result, in form order. */
export const validationFailure = (
  results: readonly Result<unknown, ValidationError>[],
): ValidationFailure => ({
  kind: "validation",
  errors: results.flatMap((result) => (result.ok ? [] : [result.error])),
});

/** A rule set's outcome as the list of broken rules (empty when it passed), for forms to show. */
export const ruleErrors = (checked: Result<unknown, ValidationFailure>): readonly ValidationError[] =>
  checked.ok ? [] : checked.error.errors;

export const apiCallFailure = (failure: ApiFailure, context: FailureContext): ApiCallFailure => ({
  kind: "api",
  failure,
  reaction: reactionFor(failure, context),
});
