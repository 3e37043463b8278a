import { useTranslation } from "react-i18next";
import { ACCOUNT_MAX_LENGTH } from "../../../core/validation/login-account.rule";
import { TextField } from "../../components/form/text-field";

export interface AccountFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error?: string;
}

/**
 * Assistant login's account field (AUTH-LOGIN-2): the account ID, a username for password managers.
 * The login use-case sends it as `phone` with country "other" (docs/architecture.md).
 */
export function AccountField({ id, value, onChange, onBlur, error }: AccountFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <TextField
      id={id}
      name="account"
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={ACCOUNT_MAX_LENGTH}
      label={t("fields.account")}
      placeholder={t("placeholders.account")}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
