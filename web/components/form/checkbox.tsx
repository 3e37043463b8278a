import { useId, type InputHTMLAttributes, type ReactNode } from "react";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  /** May hold links (terms of use, privacy policy); the whole row is a 44 px tap target. */
  readonly children: ReactNode;
  readonly error?: ReactNode;
}

export function Checkbox({ children, error, id, className, ...input }: CheckboxProps) {
  const auto = useId();
  const controlId = id ?? `c${auto}`;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={`checkbox ${error ? "checkbox--invalid" : ""} ${className ?? ""}`}>
      <input
        {...input}
        id={controlId}
        type="checkbox"
        className="checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <label htmlFor={controlId} className="checkbox__label">
        {children}
      </label>
      {error ? (
        <p id={errorId} className="field__error checkbox__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
