import { useState, type FormEvent } from "react";
import type { FieldName } from "../../../core/validation/validation-error";
import type { FormState } from "./use-form-state";

export interface FormSubmit {
  readonly busy: boolean;
  readonly submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * What every form does on submit: refuse while busy or when `ready` is false, show the rule errors
 * with focus on the first, else run once. Whatever `run` does, the button is usable again after.
 */
export function useFormSubmit<F extends FieldName>(
  form: FormState<F>,
  run: () => Promise<void>,
  ready = true,
): FormSubmit {
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !ready) return;
    if (form.reveal()) return;
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };

  return { busy, submit };
}
