import { useTranslation } from "react-i18next";
import { Checkbox } from "../../components/form/checkbox";
import { hrefTo } from "../../routes/href-to";
import { taggedText } from "./tagged-text";

/** The legal pages exist per platform (ROUTE-LEGAL-1); iPhone and iPad users read the iOS text. */
const legalType = (): "iOS" | "Android" =>
  /iPhone|iPad|iPod/.test(globalThis.navigator?.userAgent ?? "") ? "iOS" : "Android";

export interface AgreementFieldProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string;
}

/**
 * "I have read and agree to the Terms of Use and the Privacy Policy" (AUTH-VERIFY-1 signup-verify). The
 * links open in a new tab so the half-filled form is not lost.
 */
export function AgreementField({ checked, onChange, error }: AgreementFieldProps) {
  const { t, i18n } = useTranslation("auth");
  const type = legalType();
  const link = (page: "eula" | "privacy") => ({
    href: hrefTo(page, { type, lang: i18n.language }),
    target: "_blank",
    rel: "noopener",
  });
  return (
    <Checkbox
      id="signup-agreement"
      name="agreement"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
    >
      {/* One inline run: the label is a flex box, which would pull the links apart. */}
      <span>
        {taggedText(t("signupVerify.agreement"), {
          terms: (text) => (
            <a {...link("eula")} className="auth-link">
              {text}
            </a>
          ),
          privacy: (text) => (
            <a {...link("privacy")} className="auth-link">
              {text}
            </a>
          ),
        })}
        <span className="visually-hidden"> {t("newTab")}</span>
      </span>
    </Checkbox>
  );
}
