import { useTranslation } from "react-i18next";
import { CREATIVE_FIELDS } from "../../../core/validation/creator-form.rule";

interface Props {
  readonly chosen: readonly string[];
  readonly error: string | undefined;
  readonly onToggle: (field: string, checked: boolean) => void;
}

/** The creative fields as chips, any number chosen (DATA-CREATOR-1). */
export function CreativeFieldChips({ chosen, error, onToggle }: Props) {
  const { t } = useTranslation(["creator"]);
  return (
    <fieldset
      className={`field creator-fields ${error ? "field--invalid" : ""}`}
      aria-describedby={error ? "creator-fields-hint creator-fields-error" : "creator-fields-hint"}
    >
      <legend className="field__label">{t("form.creativeField.label")}</legend>
      <p id="creator-fields-hint" className="field__hint">
        {t("form.creativeField.hint")}
      </p>
      <div className="creator-chips">
        {CREATIVE_FIELDS.map((field) => {
          const checked = chosen.includes(field);
          return (
            <label key={field} className={`creator-chip ${checked ? "creator-chip--on" : ""}`}>
              <input
                type="checkbox"
                name="creativeField"
                value={field}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onToggle(field, event.target.checked)}
              />
              <span>{t(`form.fields.${field}`)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="creator-fields-error" className="field__error">
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
