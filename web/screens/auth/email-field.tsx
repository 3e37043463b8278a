import { useTranslation } from "react-i18next";
import { EMAIL_MAX_LENGTH } from "../../../core/validation/email.rule";
import { TextField } from "../../components/form/text-field";

export interface EmailFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error?: string;
}

export function EmailField({ id, value, onChange, onBlur, error }: EmailFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <TextField
      id={id}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={EMAIL_MAX_LENGTH}
      label={t("fields.email")}
      placeholder={t("placeholders.email")}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
