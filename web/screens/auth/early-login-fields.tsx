import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PHONE_MAX_LENGTH } from "../../../core/validation/phone.rule";
import { Button } from "../../components/form/button";
import { PasswordField } from "../../components/form/password-field";
import { TextField } from "../../components/form/text-field";
import { Bone } from "../../components/skeleton/skeleton";
import { useCarriedInputs } from "../../components/form/typed-carry";

/** The live login form's ids for the fields shown here: what is typed carries over by id. */
export const EARLY_LOGIN_FIELDS = { phone: "login-phone", password: "login-password" } as const;
const CARRIED = Object.values(EARLY_LOGIN_FIELDS);

/**
 * The login form's place while the services it needs arrive (ADR-0410), also what the prerendered
 * HTML shows: the phone + password tab's real, labelled inputs, which take typing as soon as they
 * are painted (AUTH-LOGIN-1), and bones for the parts that need the services (the tabs, the region
 * list, the links that carry the query). A `div`, not a `form`: Enter must not send the fields
 * natively before the app can, and the button says it is not ready yet (aria-disabled, described
 * by the loading status) rather than queueing a login the person has not seen validated.
 * `auth-card__loading` keeps the footer out of the layout meanwhile (base.css), as the skeleton did.
 */
export function EarlyLoginFields() {
  const { t } = useTranslation(["auth", "common"]);
  const statusId = useId();
  // React renders this afresh over the prerendered copy: the typed text moves with it.
  useCarriedInputs(CARRIED);
  return (
    <div className="auth-form auth-form--early auth-card__loading">
      <span id={statusId} className="visually-hidden" role="status">
        {t("common:status.loading")}
      </span>
      <div>
        <div className="form-skeleton__tabs" aria-hidden="true">
          <Bone />
          <Bone />
          <Bone />
        </div>
        <div className="auth-form__fields auth-form--early__fields">
          <div className="auth-phone-row">
            {/* The region list comes with the services; China (+86) until then, as the form opens. */}
            <div className="field" aria-hidden="true">
              <span className="field__label">{t("auth:fields.country")}</span>
              <Bone className="skeleton--field" />
            </div>
            <TextField
              id={EARLY_LOGIN_FIELDS.phone}
              data-carry=""
              name="phone"
              className="auth-phone-row__number"
              label={t("auth:fields.phone")}
              placeholder={t("auth:placeholders.phone")}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={PHONE_MAX_LENGTH + 8}
            />
          </div>
          <PasswordField
            id={EARLY_LOGIN_FIELDS.password}
            data-carry=""
            name="password"
            label={t("auth:fields.password")}
            placeholder={t("auth:placeholders.password")}
            autoComplete="current-password"
          />
        </div>
      </div>
      <div className="form-skeleton__links" aria-hidden="true">
        <Bone className="skeleton--text" style={{ width: "35%" }} />
      </div>
      <Button type="button" block size="lg" aria-disabled="true" aria-describedby={statusId}>
        {t("auth:login.submit")}
      </Button>
      <div className="form-skeleton__note" aria-hidden="true">
        <Bone className="skeleton--text" style={{ width: "55%" }} />
      </div>
    </div>
  );
}
