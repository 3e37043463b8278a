import { useTranslation } from "react-i18next";
import { Button } from "../../components/form/button";
import { PasswordField } from "../../components/form/password-field";
import { TextField } from "../../components/form/text-field";
import { Bone, FormSkeleton } from "../../components/skeleton/skeleton";
import { useCarriedInputs } from "../../components/form/typed-carry";
import { keepEarlySubmit } from "../../shell/screen-doors";
import { LOGIN_SHAPE } from "./auth-form-skeleton";
import { LOGIN_TABS } from "../../routes/login-types";
import type { LoginTab } from "./auth-mode";

/** The live login form's ids and field names for the fields shown here: typing carries over by id. */
export const EARLY_LOGIN_FIELDS = {
  "login-phone": "phone",
  "login-email": "email",
  "login-password": "password",
} as const;

/** The region list's place: it comes with the services. */
const regionBone = (
  <div className="form-skeleton__field">
    <Bone className="skeleton--text" />
    <Bone className="skeleton--field" />
  </div>
);

/**
 * The login form's place while the services it needs arrive (ADR-0410), also what the prerendered
 * HTML shows: the real, labelled inputs of the tab the live form opens on when the address names
 * it (ADR-0440; the phone + password tab otherwise), which take typing as soon as they are painted
 * (AUTH-LOGIN-1), in the skeleton of the rest (the tabs, the region list, the links, the SMS code
 * field with its send button).
 * A `div`, not a `form`: Enter must not send the fields natively before the app can; the button
 * says it is not ready yet (aria-disabled, beside the loading status), and a press on it is kept for
 * the live form, which sends the log-in once it has the typed text (ADR-0450).
 * `auth-card__loading` keeps the footer out of the layout meanwhile (base.css).
 */
export function EarlyLoginFields({ tab }: { tab: LoginTab }) {
  const { t } = useTranslation("auth");
  // React renders this afresh over the prerendered copy: the typed text moves with it.
  useCarriedInputs(EARLY_LOGIN_FIELDS);
  return (
    <div className="auth-card__loading">
      <span className="visually-hidden" role="status">
        {t("common:status.loading")}
      </span>
      <FormSkeleton
        shape={{ ...LOGIN_SHAPE, selectedTab: LOGIN_TABS.indexOf(tab) }}
        controls={[
          tab === "email-password" ? (
            <TextField
              key="email"
              id="login-email"
              label={t("fields.email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          ) : (
            <div key="phone" className="auth-phone-row">
              {regionBone}
              <TextField id="login-phone" label={t("fields.phone")} type="tel" autoComplete="tel" />
            </div>
          ),
          // No control for the SMS code (none can have been sent yet): the skeleton's own field bone.
          tab === "phone-code" ? null : (
            <PasswordField key="password" id="login-password" label={t("fields.password")} />
          ),
        ]}
        action={
          <Button
            type="button"
            block
            size="lg"
            aria-disabled="true"
            data-early-submit="login"
            onClick={keepEarlySubmit}
          >
            {t("login.submit")}
          </Button>
        }
      />
    </div>
  );
}
