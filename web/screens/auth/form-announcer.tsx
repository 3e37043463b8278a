import { useTranslation } from "react-i18next";
import type { ValidationError } from "../../../core/validation/validation-error";

/**
 * Says out loud, once per failed submit, that the form needs attention and what the first problem
 * is; focus has already moved to that field, whose error is tied to it with aria-describedby.
 */
export function FormAnnouncer({ error }: { error: ValidationError | undefined }) {
  const { t } = useTranslation(["auth", "validation"]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {error ? t("form.fixErrors", { message: t(error.key, { ...error.params }) }) : ""}
    </p>
  );
}
