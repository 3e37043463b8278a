import { useId, type ReactNode } from "react";

export interface FieldFrameProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Inline error under the field; its presence sets aria-invalid. */
  readonly error?: ReactNode;
  readonly id?: string;
  readonly className?: string;
  /** Renders the control with the ids and aria attributes it must carry. */
  readonly children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: boolean;
  }) => ReactNode;
}

/**
 * Label above, hint and error below, all tied to the control with aria-describedby, so every field
 * is announced with its label, its hint and its error (SPEC forms: labels always visible).
 */
export function FieldFrame({ label, hint, error, id, className, children }: FieldFrameProps) {
  const auto = useId();
  const controlId = id ?? `f${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field ${error ? "field--invalid" : ""} ${className ?? ""}`}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path
              d="M8 4.5v4.2M8 11v.3"
              stroke="var(--color-surface)"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
