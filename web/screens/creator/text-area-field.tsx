import type { TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { codePointLength } from "../../../core/validation/input-normalization";
import { FieldFrame } from "../../components/form/field-frame";

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "value" | "children"
> {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string;
  readonly value: string;
  /** The locale's limit (core creatorTextLimit); the counter turns red past it. */
  readonly max: number;
}

/**
 * A labelled textarea with a visible character counter. No hard maxlength: a pasted text that is
 * too long stays visible so the applicant can shorten it, and the rule reports it.
 */
export function TextAreaField({ label, hint, error, value, max, id, ...rest }: TextAreaFieldProps) {
  const { t } = useTranslation("creator");
  // Counted as the rule counts (code points), so an emoji never shows as two characters.
  const count = codePointLength(value);
  const counterId = `${id ?? "textarea"}-counter`;
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <div className="creator-textarea">
          <div className="field__box creator-textarea__box">
            <textarea
              {...rest}
              id={controlId}
              value={value}
              className="field__input creator-textarea__input"
              aria-invalid={invalid || undefined}
              aria-describedby={[describedBy, counterId].filter(Boolean).join(" ")}
            />
          </div>
          <p id={counterId} className={`creator-counter ${count > max ? "creator-counter--over" : ""}`}>
            <span aria-hidden="true">{t("form.counter", { count, max })}</span>
            <span className="visually-hidden">{t("form.counterLabel", { count, max })}</span>
          </p>
        </div>
      )}
    </FieldFrame>
  );
}
