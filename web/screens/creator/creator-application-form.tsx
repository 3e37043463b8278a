import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  CREATIVE_FIELDS,
  creatorTextLimit,
  validateCreatorForm,
  type CreatorFormInput,
} from "../../../core/validation/creator-form.rule";
import { Button } from "../../components/form/button";
import { TextField } from "../../components/form/text-field";
import { useFormSubmit } from "../../components/form/use-form-submit";
import { useFormState, type Values } from "../../components/form/use-form-state";
import { CreatorRulesPanel } from "./creator-rules-panel";
import { TextAreaField } from "./text-area-field";

type CreatorField = "email" | "creativeField" | "reason" | "affect" | "creatorRules";

/** In form order, for the error summary. */
const FIELDS: readonly CreatorField[] = ["email", "creativeField", "reason", "affect", "creatorRules"];

/**
 * The shared form state holds text: the chosen creative fields as their ids separated by spaces
 * (ids never contain one), the accepted rules as "1" or "" (like the sign-up agreement).
 */
const chosenFields = (v: Values<CreatorField>): string[] => v.creativeField.split(" ").filter(Boolean);

const creatorInput = (v: Values<CreatorField>): CreatorFormInput => ({
  email: v.email,
  creativeField: chosenFields(v),
  reason: v.reason,
  affect: v.affect,
  rulesAccepted: v.creatorRules === "1",
});

export interface CreatorApplicationFormProps {
  readonly locale: string;
  readonly initialEmail?: string;
  /** Called with a form that passed the rules; resolves when the submission has been handled. */
  readonly onSubmit: (form: CreatorFormInput) => Promise<void>;
}

/**
 * The creator application form (DATA-CREATOR-1, VAL-CREATOR-1). The core rule decides what is wrong; the shared form
 * state decides when to say so: a field's error appears once it has been left, and every error
 * after a submit attempt, with focus on the first one.
 */
export function CreatorApplicationForm({ locale, initialEmail = "", onSubmit }: CreatorApplicationFormProps) {
  const { t } = useTranslation(["creator", "validation"]);
  const [rulesOpened, setRulesOpened] = useState(false);
  const [rulesExpanded, setRulesExpanded] = useState(false);
  const form = useFormState<CreatorField>(
    { email: initialEmail, creativeField: "", reason: "", affect: "", creatorRules: "" },
    (v) => {
      const result = validateCreatorForm(creatorInput(v), locale);
      return result.ok ? [] : result.error;
    },
  );
  const { busy, submit } = useFormSubmit(form, () => onSubmit(creatorInput(form.values)));

  const limit = creatorTextLimit(locale);
  const shown = (field: CreatorField): string | undefined => {
    const error = form.errorOf(field);
    return error ? t(error.key, { ...error.params }) : undefined;
  };

  const toggleField = (field: string, checked: boolean) => {
    form.touch("creativeField");
    const others = chosenFields(form.values).filter((f) => f !== field);
    form.set("creativeField", (checked ? [...others, field] : others).join(" "));
  };

  const creativeError = shown("creativeField");
  const hasShownErrors = FIELDS.some((f) => shown(f));
  const rulesError = shown("creatorRules");
  const chosen = chosenFields(form.values);
  const { formRef } = form;
  return (
    <form
      ref={formRef}
      className="creator-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="creator-form-title"
    >
      <div className="creator-form__head">
        <h2 id="creator-form-title" className="creator-section-title">
          {t("form.title")}
        </h2>
        <p className="creator-form__required">{t("form.required")}</p>
      </div>

      <TextField
        id="creator-email"
        name="email"
        label={t("form.email.label")}
        hint={t("form.email.hint")}
        error={shown("email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={form.values.email}
        onChange={(event) => form.set("email", event.target.value)}
        onBlur={() => form.touch("email")}
      />

      <fieldset
        className={`field creator-fields ${creativeError ? "field--invalid" : ""}`}
        aria-describedby={creativeError ? "creator-fields-hint creator-fields-error" : "creator-fields-hint"}
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
                  aria-invalid={creativeError ? true : undefined}
                  onChange={(event) => toggleField(field, event.target.checked)}
                />
                <span>{t(`form.fields.${field}`)}</span>
              </label>
            );
          })}
        </div>
        {creativeError ? (
          <p id="creator-fields-error" className="field__error">
            <span>{creativeError}</span>
          </p>
        ) : null}
      </fieldset>

      <TextAreaField
        id="creator-reason"
        label={t("form.reason.label")}
        hint={t("form.reason.hint")}
        error={shown("reason")}
        name="reason"
        value={form.values.reason}
        max={limit}
        rows={6}
        required
        onChange={(event) => form.set("reason", event.target.value)}
        onBlur={() => form.touch("reason")}
      />

      <TextField
        id="creator-affect"
        name="affect"
        label={t("form.affect.label")}
        hint={t("form.affect.hint")}
        error={shown("affect")}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        required
        value={form.values.affect}
        onChange={(event) => form.set("affect", event.target.value)}
        onBlur={() => form.touch("affect")}
      />

      <CreatorRulesPanel
        opened={rulesOpened}
        expanded={rulesExpanded}
        accepted={form.values.creatorRules === "1"}
        error={rulesError}
        onToggle={() => {
          setRulesOpened(true);
          setRulesExpanded((open) => !open);
        }}
        onAcceptChange={(accepted) => {
          form.touch("creatorRules");
          form.set("creatorRules", accepted ? "1" : "");
        }}
      />

      {form.announcement && hasShownErrors ? (
        <p className="creator-form__summary" role="alert">
          {t("form.errorSummary")}
        </p>
      ) : null}

      <Button type="submit" block size="lg" loading={busy}>
        {t("form.submit")}
      </Button>
    </form>
  );
}
