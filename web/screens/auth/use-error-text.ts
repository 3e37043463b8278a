import { useTranslation } from "react-i18next";
import type { FieldName } from "../../../core/validation/validation-error";
import type { FormState } from "../../components/form/use-form-state";

/** The translated message under a field, once the form decided to show that field's error. */
export function useErrorText<F extends FieldName>(form: FormState<F>): (field: F) => string | undefined {
  const { t } = useTranslation(["auth", "validation", "errors"]);
  return (field) => {
    const error = form.errorOf(field);
    return error ? t(error.key, { ...error.params }) : undefined;
  };
}
