import { useTranslation } from "react-i18next";
import { passwordRequirementStates } from "../../../core/validation/password.rule";

export interface PasswordChecklistProps {
  /** The list's id; the password input names it in aria-describedby. */
  readonly id: string;
  readonly password: string;
}

/**
 * VAL-PASSWORD-1's password requirements, each ticked as the password meets it. The states come from the
 * core rule, so the list and the validation agree. A screen reader hears the list with the field
 * (aria-describedby, each item read as "rule: done/not yet"); the only live announcement is the
 * moment every requirement is met, so typing does not read the list out on each key.
 */
export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  const { t } = useTranslation(["auth", "validation"]);
  const states = passwordRequirementStates(password);
  const allMet = states.every((state) => state.met);
  return (
    <div className="password-rules">
      <div id={id}>
        <p id={`${id}-label`} className="password-rules__label">
          {t("auth:passwordRules.label")}
        </p>
        <ul className="password-rules__list" aria-labelledby={`${id}-label`}>
          {states.map(({ requirement, met }) => {
            const rule = t(requirement.key, requirement.params);
            return (
              <li
                key={requirement.id}
                className={`password-rules__item ${met ? "password-rules__item--met" : ""}`}
                data-met={met}
              >
                <svg
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  focusable="false"
                  className="password-rules__icon"
                >
                  {met ? (
                    <>
                      <circle cx="8" cy="8" r="7.5" fill="currentColor" />
                      <path
                        d="M4.6 8.2l2.2 2.2 4.6-4.8"
                        fill="none"
                        stroke="var(--color-surface)"
                        strokeWidth="1.8"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </>
                  ) : (
                    <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  )}
                </svg>
                <span aria-hidden="true">{rule}</span>
                <span className="visually-hidden">
                  {t(met ? "auth:passwordRules.met" : "auth:passwordRules.unmet", { rule })}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p role="status" className="visually-hidden">
        {allMet ? t("auth:passwordRules.allMet") : ""}
      </p>
    </div>
  );
}
