import { useTranslation } from "react-i18next";
import { BRAND } from "../../brand/brand.config";
import { Icon } from "../../components/icons/icon";

/** ROLE-RULES-1 creator rules, in SPEC order. */
export const CREATOR_RULE_IDS = [
  "illegal",
  "advice",
  "infringement",
  "hate",
  "blockchain",
  "promotion",
  "redirect",
] as const;

export interface CreatorRulesPanelProps {
  readonly opened: boolean;
  readonly expanded: boolean;
  readonly accepted: boolean;
  readonly error?: string;
  readonly onToggle: () => void;
  readonly onAcceptChange: (accepted: boolean) => void;
}

/**
 * The rules must be opened before they can be accepted (VAL-CREATOR-1): an expandable panel rather than
 * a modal, so the rules stay readable next to the checkbox on a phone. The checkbox stays disabled,
 * with a note saying why, until the panel has been opened once.
 */
export function CreatorRulesPanel({
  opened,
  expanded,
  accepted,
  error,
  onToggle,
  onAcceptChange,
}: CreatorRulesPanelProps) {
  const { t } = useTranslation("creator");
  const noteId = "creator-rules-note";
  const errorId = "creator-rules-error";
  const describedBy = [opened ? null : noteId, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`creator-rules ${error ? "creator-rules--invalid" : ""}`}>
      <button
        type="button"
        className="creator-rules__toggle"
        aria-expanded={expanded}
        aria-controls="creator-rules-body"
        // While the checkbox is disabled, a failed submit focuses this button instead (useFormState).
        data-invalid-focus={error && !opened ? "true" : undefined}
        onClick={onToggle}
      >
        <Icon name="document" />
        <span>{t("form.rules.open")}</span>
        <Icon
          name="chevron"
          className={`creator-rules__chevron ${expanded ? "creator-rules__chevron--open" : ""}`}
        />
      </button>
      <div
        id="creator-rules-body"
        className="creator-rules__body"
        hidden={!expanded}
        role="region"
        aria-label={t("form.rules.title")}
      >
        <p>{t("form.rules.intro", { brand: BRAND.name, interpolation: { escapeValue: false } })}</p>
        <ol>
          {CREATOR_RULE_IDS.map((id) => (
            <li key={id}>{t(`form.rules.items.${id}`)}</li>
          ))}
        </ol>
        <p className="creator-rules__enforcement">{t("form.rules.enforcement")}</p>
      </div>
      <div className="checkbox creator-rules__accept">
        <input
          id="creator-rules-accept"
          name="creatorRules"
          type="checkbox"
          className="checkbox__input"
          checked={accepted}
          disabled={!opened}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onAcceptChange(event.target.checked)}
        />
        <label htmlFor="creator-rules-accept" className="checkbox__label">
          {t("form.rules.accept")}
        </label>
      </div>
      {opened ? null : (
        <p id={noteId} className="field__hint">
          {t("form.rules.readFirst")}
        </p>
      )}
      {error ? (
        <p id={errorId} className="field__error">
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
