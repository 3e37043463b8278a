import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldFrame } from "./field-frame";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  /** Something inside the input box at the end (a toggle, a send-code button). */
  readonly endSlot?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled input, 44 px tall. Every native attribute passes through, autocomplete included, so
 * password managers and one-time-code autofill work.
 */
export function TextField({
  label,
  hint,
  error,
  endSlot,
  id,
  className,
  inputRef,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {({ id: controlId, describedBy, invalid }) => (
        <div className={`field__box ${endSlot ? "field__box--with-end" : ""}`}>
          <input
            {...input}
            ref={inputRef}
            id={controlId}
            className="field__input"
            aria-invalid={invalid || undefined}
            // A caller's own description (a checklist beside the field) joins the hint and error.
            aria-describedby={[describedBy, input["aria-describedby"]].filter(Boolean).join(" ") || undefined}
          />
          {endSlot ? <div className="field__end">{endSlot}</div> : null}
        </div>
      )}
    </FieldFrame>
  );
}
