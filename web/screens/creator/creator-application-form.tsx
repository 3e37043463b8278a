import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  CREATIVE_FIELDS,
  creatorTextLimit,
  validateCreatorForm,
  type CreatorFormInput,
} from "../../../core/validation/creator-form.rule";
import type { FieldName, ValidationError } from "../../../core/validation/validation-error";
import { Button } from "../../components/form/button";
import { TextField } from "../../components/form/text-field";
import { CreatorRulesPanel } from "./creator-rules-panel";
import { TextAreaField } from "./text-area-field";

type CreatorField = "email" | "creativeField" | "reason" | "affect" | "creatorRules";

/** Form order: the first invalid field in this order receives focus after a failed submit. */
const FIELD_ORDER: readonly CreatorField[] = ["email", "creativeField", "reason", "affect", "creatorRules"];

export interface CreatorApplicationFormProps {
  readonly locale: string;
  readonly initialEmail?: string;
  /** Called with a form that passed the rules; resolves when the submission has been handled. */
  readonly onSubmit: (form: CreatorFormInput) => Promise<void>;
}

function firstErrors(errors: readonly ValidationError[]): Partial<Record<FieldName, ValidationError>> {
  const byField: Partial<Record<FieldName, ValidationError>> = {};
  for (const error of errors) byField[error.field] ??= error;
  return byField;
}

/**
 * The creator application form (SPEC §3, §5). The core rule decides what is wrong; this component
 * decides when to say so: a field's error appears once it has been left, and every error after a
 * submit attempt, with focus on the first one.
 */
export function CreatorApplicationForm({ locale, initialEmail = "", onSubmit }: CreatorApplicationFormProps) {
  const { t } = useTranslation(["creator", "validation"]);
  const [email, setEmail] = useState(initialEmail);
  const [creativeField, setCreativeField] = useState<string[]>([]);
  const [reason, setReason] = useState("");
  const [affect, setAffect] = useState("");
  const [rulesOpened, setRulesOpened] = useState(false);
  const [rulesExpanded, setRulesExpanded] = useState(false);
  const [rulesAccepted, setRulesAccepted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<CreatorField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // One const per ref: the React Compiler lint treats an object holding refs as a ref itself.
  const emailRef = useRef<HTMLInputElement>(null);
  const creativeFieldRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const affectRef = useRef<HTMLInputElement>(null);
  const rulesToggleRef = useRef<HTMLButtonElement>(null);
  const rulesCheckboxRef = useRef<HTMLInputElement>(null);

  const limit = creatorTextLimit(locale);
  const input: CreatorFormInput = { email, creativeField, reason, affect, rulesAccepted };
  const result = validateCreatorForm(input, locale);
  const errors = result.ok ? {} : firstErrors(result.error);
  const shown = (field: CreatorField): string | undefined => {
    const error = errors[field];
    if (!error || !(submitted || touched.has(field))) return undefined;
    return t(error.key, { ...error.params });
  };
  const touch = (field: CreatorField) =>
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));

  const focusFirstInvalid = () => {
    const field = FIELD_ORDER.find((f) => errors[f]);
    if (field === "creatorRules") (rulesOpened ? rulesCheckboxRef : rulesToggleRef).current?.focus();
    else if (field === "email") emailRef.current?.focus();
    else if (field === "creativeField") creativeFieldRef.current?.focus();
    else if (field === "reason") reasonRef.current?.focus();
    else if (field === "affect") affectRef.current?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    if (!result.ok) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(input);
    } finally {
      // Whatever happened, the inputs stay and the button is usable again (SPEC §8 network error).
      setSubmitting(false);
    }
  };

  const toggleField = (field: string, checked: boolean) => {
    touch("creativeField");
    setCreativeField((prev) => (checked ? [...prev, field] : prev.filter((f) => f !== field)));
  };

  const creativeError = shown("creativeField");
  const hasShownErrors = FIELD_ORDER.some((f) => shown(f));

  return (
    <form className="creator-form" noValidate onSubmit={handleSubmit} aria-labelledby="creator-form-title">
      <div className="creator-form__head">
        <h2 id="creator-form-title" className="creator-section-title">
          {t("form.title")}
        </h2>
        <p className="creator-form__required">{t("form.required")}</p>
      </div>

      <TextField
        id="creator-email"
        inputRef={emailRef}
        label={t("form.email.label")}
        hint={t("form.email.hint")}
        error={shown("email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => touch("email")}
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
          {CREATIVE_FIELDS.map((field, index) => {
            const checked = creativeField.includes(field);
            return (
              <label key={field} className={`creator-chip ${checked ? "creator-chip--on" : ""}`}>
                <input
                  ref={index === 0 ? creativeFieldRef : undefined}
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
        textareaRef={reasonRef}
        label={t("form.reason.label")}
        hint={t("form.reason.hint")}
        error={shown("reason")}
        value={reason}
        max={limit}
        rows={6}
        required
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => touch("reason")}
      />

      <TextField
        id="creator-affect"
        inputRef={affectRef}
        label={t("form.affect.label")}
        hint={t("form.affect.hint")}
        error={shown("affect")}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        required
        value={affect}
        onChange={(event) => setAffect(event.target.value)}
        onBlur={() => touch("affect")}
      />

      <CreatorRulesPanel
        opened={rulesOpened}
        expanded={rulesExpanded}
        accepted={rulesAccepted}
        error={shown("creatorRules")}
        toggleRef={rulesToggleRef}
        checkboxRef={rulesCheckboxRef}
        onToggle={() => {
          setRulesOpened(true);
          setRulesExpanded((open) => !open);
        }}
        onAcceptChange={(accepted) => {
          touch("creatorRules");
          setRulesAccepted(accepted);
        }}
      />

      {submitted && hasShownErrors ? (
        <p className="creator-form__summary" role="alert">
          {t("form.errorSummary")}
        </p>
      ) : null}

      <Button type="submit" block size="lg" loading={submitting}>
        {t("form.submit")}
      </Button>
    </form>
  );
}
