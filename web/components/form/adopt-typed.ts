import { useEffectEvent, useLayoutEffect, type RefObject } from "react";
import type { FieldName } from "../../../core/validation/validation-error";
import { LIVE_FORM_KEY } from "./live-form";

/**
 * A form of the HTML is hydrated in place (ADR-0532): what was typed into it before is in its inputs
 * (hydration keeps their elements and values), not in the form's state, and the next update of an
 * input would write the state over it. As the form is committed, each field's input with text the
 * state lacks gives it to the state; then the form is marked live for the boot script.
 */
export function useAdoptTyped<F extends FieldName>(
  formRef: RefObject<HTMLFormElement | null>,
  values: Readonly<Record<F, string>>,
  set: (field: F, value: string) => void,
): void {
  const isField = (key: string): key is F => Object.hasOwn(values, key);
  const adopt = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [field, value] of Object.entries<string>(values)) {
      const input = form.elements.namedItem(field);
      if (isField(field) && input instanceof HTMLInputElement && input.value !== "" && input.value !== value)
        set(field, input.value);
    }
    form.dataset[LIVE_FORM_KEY] = "";
  });
  useLayoutEffect(() => adopt(), []);
}
