import { useTranslation } from "react-i18next";
import type { CountdownState } from "../../../core/countdown/code-countdown";
import { AUTH_CODE_LENGTH } from "../../../core/validation/auth-code.rule";
import { CodeField } from "../../components/form/code-field";
import { CodeButtonView } from "./code-button";

export interface CodeInputProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error?: string;
  readonly state: CountdownState;
  readonly onSend: () => void;
}

/** The one code input (one-time-code autofill, numeric keyboard) with its send button beside it. */
export function CodeInput({ id, value, onChange, onBlur, error, state, onSend }: CodeInputProps) {
  const { t } = useTranslation("auth");
  return (
    <CodeField
      id={id}
      name="authCode"
      length={AUTH_CODE_LENGTH}
      label={t("fields.authCode")}
      placeholder={t("placeholders.authCode")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error}
      action={<CodeButtonView state={state} onClick={onSend} />}
    />
  );
}
