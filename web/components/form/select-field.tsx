import type { ReactNode, SelectHTMLAttributes } from "react";
import { FieldFrame } from "./field-frame";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
}

/** A native select: the platform picker is the most accessible one on phones. */
export function SelectField({ label, options, hint, error, id, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {({ id: controlId, describedBy, invalid }) => (
        <div className="field__box field__box--select">
          <select
            {...select}
            id={controlId}
            className="field__input"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}
