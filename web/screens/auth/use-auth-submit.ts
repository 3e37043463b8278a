import type { FormEvent } from "react";
import type { ApiCallFailure, ValidationFailure } from "../../../core/auth/use-case-failure";
import type { Result } from "../../../core/result/result";
import type { FieldName } from "../../../core/validation/validation-error";
import { useToasts } from "../../components/feedback/feedback-context";
import { useReactions } from "../../services/reaction-context";
import type { ReactionHooks } from "../../services/reaction-executor";
import { useFormSubmit } from "../../components/form/use-form-submit";
import { filled, type FormState } from "../../components/form/use-form-state";
import { useUnexpectedFailure } from "./use-unexpected-failure";

export interface AuthSubmitOptions<F extends FieldName, T, E extends { readonly kind: string }> {
  readonly form: FormState<F>;
  /** FLOW-SUBMIT-1: submit stays disabled until these are filled. */
  readonly required: readonly F[];
  readonly run: () => Promise<Result<T, E>>;
  readonly onSuccess: (value: T) => Promise<void> | void;
  /** Failures a form handles itself (before the shared handling); true when handled. */
  readonly onFailure?: (failure: E) => Promise<boolean> | boolean;
  /** The form's way to a route a refusal points to (ADR-0400). */
  readonly reactionHooks?: ReactionHooks;
}

export interface AuthSubmit {
  readonly busy: boolean;
  readonly canSubmit: boolean;
  readonly submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

const isValidation = (failure: { readonly kind: string }): failure is ValidationFailure =>
  failure.kind === "validation" && "errors" in failure;
const isApiCall = (failure: { readonly kind: string }): failure is ApiCallFailure =>
  failure.kind === "api" && "reaction" in failure;

/**
 * What every auth form does on submit (useFormSubmit, refused until the required fields are
 * filled): run the use-case once, put broken rules under their fields and hand backend
 * failures to the error catalogue's reaction (which may clear a field, then focus it). Whatever
 * happens — a thrown bug included — the button is usable again afterwards.
 */
export function useAuthSubmit<F extends FieldName, T, E extends { readonly kind: string }>({
  form,
  required,
  run,
  onSuccess,
  onFailure,
  reactionHooks,
}: AuthSubmitOptions<F, T, E>): AuthSubmit {
  const reactions = useReactions();
  const toasts = useToasts();
  const unexpected = useUnexpectedFailure();
  const canSubmit = filled(form.values, required);

  const { busy, submit } = useFormSubmit(
    form,
    async () => {
      toasts.newAttempt();
      try {
        const result = await run();
        if (result.ok) {
          await onSuccess(result.value);
          return;
        }
        const failure = result.error;
        if (onFailure && (await onFailure(failure))) return;
        if (isValidation(failure)) form.reveal(failure.errors);
        else if (isApiCall(failure)) {
          await reactions.execute(failure.reaction, { ...reactionHooks, clearField: form.clear });
          form.focusCleared();
        } else unexpected();
      } catch {
        unexpected();
      }
    },
    canSubmit,
  );

  return { busy, canSubmit, submit };
}
