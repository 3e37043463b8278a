import { useTranslation } from "react-i18next";
import { Button } from "../../components/form/button";
import { PasswordField } from "../../components/form/password-field";
import { TextField } from "../../components/form/text-field";
import { Bone, FormSkeleton } from "../../components/skeleton/skeleton";
import { useCarriedInputs } from "../../components/form/typed-carry";
import { LOGIN_SHAPE } from "./auth-form-skeleton";

/** The live login form's ids and field names for the fields shown here: typing carries over by id. */
export const EARLY_LOGIN_FIELDS = { "login-phone": "phone", "login-password": "password" } as const;

/**
 * The login form's place while the services it needs arrive (ADR-0410), also what the prerendered
 * HTML shows: the phone + password tab's real, labelled inputs, which take typing as soon as they
 * are painted (AUTH-LOGIN-1), in the skeleton of the rest (the tabs, the region list, the links).
 * A `div`, not a `form`: Enter must not send the fields natively before the app can; the button
 * says it is not ready yet (aria-disabled, beside the loading status) rather than queueing a login.
 * `auth-card__loading` keeps the footer out of the layout meanwhile (base.css).
 */
export function EarlyLoginFields() {
  const { t } = useTranslation("auth");
  // React renders this afresh over the prerendered copy: the typed text moves with it.
  useCarriedInputs(EARLY_LOGIN_FIELDS);
  return (
    <div className="auth-card__loading">
      <span className="visually-hidden" role="status">
        {t("common:status.loading")}
      </span>
      <FormSkeleton
        shape={LOGIN_SHAPE}
        controls={[
          <div key="phone" className="auth-phone-row">
            {/* The region list comes with the services. */}
            <div className="form-skeleton__field">
              <Bone className="skeleton--text" />
              <Bone className="skeleton--field" />
            </div>
            <TextField id="login-phone" label={t("fields.phone")} type="tel" autoComplete="tel" />
          </div>,
          <PasswordField key="password" id="login-password" label={t("fields.password")} />,
        ]}
        action={
          <Button type="button" block size="lg" aria-disabled="true">
            {t("login.submit")}
          </Button>
        }
      />
    </div>
  );
}
