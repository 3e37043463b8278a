import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  creatorTextLimit,
  validateCreatorForm,
  type CreatorFormInput,
} from "../../../core/validation/creator-form.rule";
import { useFormSubmit } from "../../components/form/use-form-submit";
import { useFormState, type Values } from "../../components/form/use-form-state";

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
 * The creator application form's state and rules (DATA-CREATOR-1, VAL-CREATOR-1). The core rule
 * decides what is wrong; the shared form state decides when to say so: a field's error appears
 * once it has been left, and every error after a submit attempt, with focus on the first one.
 */
export function useCreatorApplicationForm({
  locale,
  initialEmail = "",
  onSubmit,
}: CreatorApplicationFormProps) {
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

  const shown = (field: CreatorField): string | undefined => {
    const error = form.errorOf(field);
    return error ? t(error.key, { ...error.params }) : undefined;
  };

  const toggleField = (field: string, checked: boolean) => {
    form.touch("creativeField");
    const others = chosenFields(form.values).filter((f) => f !== field);
    form.set("creativeField", (checked ? [...others, field] : others).join(" "));
  };
  const toggleRules = () => {
    setRulesOpened(true);
    setRulesExpanded((open) => !open);
  };
  const acceptRules = (accepted: boolean) => {
    form.touch("creatorRules");
    form.set("creatorRules", accepted ? "1" : "");
  };

  return {
    t,
    form,
    busy,
    submit,
    shown,
    limit: creatorTextLimit(locale),
    chosen: chosenFields(form.values),
    hasShownErrors: FIELDS.some((f) => shown(f)),
    toggleField,
    rules: { opened: rulesOpened, expanded: rulesExpanded, toggle: toggleRules, accept: acceptRules },
  };
}
