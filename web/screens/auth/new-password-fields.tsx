import { useTranslation } from "react-i18next";
import { PASSWORD_MAX_LENGTH } from "../../../core/validation/password.rule";
import { PasswordField } from "../../components/form/password-field";
import { PasswordChecklist } from "./password-checklist";

type PasswordPair = "password" | "confirmPassword";

export interface NewPasswordFieldsProps {
  readonly idPrefix: string;
  /** "fields.password" on sign-up, "fields.newPassword" when resetting. */
  readonly labelKey: "fields.password" | "fields.newPassword";
  readonly values: Readonly<Record<PasswordPair, string>>;
  readonly set: (field: PasswordPair, value: string) => void;
  readonly touch: (field: PasswordPair) => void;
  readonly error: (field: PasswordPair) => string | undefined;
}

/**
 * A new password with the live checklist of its requirements, and its confirmation, marked for
 * password managers as a new credential.
 */
export function NewPasswordFields({ idPrefix, labelKey, values, set, touch, error }: NewPasswordFieldsProps) {
  const { t } = useTranslation("auth");
  // Room past the limit so an over-long paste is kept and the rule can say what is wrong.
  const maxLength = PASSWORD_MAX_LENGTH + 8;
  const checklistId = `${idPrefix}-password-rules`;
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        name="password"
        autoComplete="new-password"
        maxLength={maxLength}
        label={t(labelKey)}
        placeholder={t(
          labelKey === "fields.newPassword" ? "placeholders.resetPassword" : "placeholders.newPassword",
        )}
        aria-describedby={checklistId}
        value={values.password}
        onChange={(e) => set("password", e.target.value)}
        onBlur={() => touch("password")}
        error={error("password")}
      />
      <PasswordChecklist id={checklistId} password={values.password} />
      <PasswordField
        id={`${idPrefix}-confirm`}
        name="confirmPassword"
        autoComplete="new-password"
        maxLength={maxLength}
        label={t("fields.confirmPassword")}
        placeholder={t("placeholders.confirmPassword")}
        value={values.confirmPassword}
        onChange={(e) => set("confirmPassword", e.target.value)}
        onBlur={() => touch("confirmPassword")}
        error={error("confirmPassword")}
      />
    </>
  );
}
