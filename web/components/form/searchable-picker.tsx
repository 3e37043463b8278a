import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { trapTab } from "../dialog/focus-trap";
import { useModalFocus } from "../dialog/use-modal-focus";
import { Icon } from "../icons/icon";
export interface PickerOption {
  readonly value: string;
  readonly label: string;
  /** Shown dimmed at the end of the row (e.g. "+86"). */
  readonly detail?: string;
  /** Extra words the search matches (e.g. the region code). */
  readonly keywords?: string;
}

export interface SearchablePickerProps {
  readonly label: ReactNode;
  readonly value: string;
  readonly options: readonly PickerOption[];
  readonly onChange: (value: string) => void;
  /** What the closed button shows; defaults to the selected option's label and detail. */
  readonly display?: ReactNode;
  readonly className?: string;
  /** The options matching a query, best first; by default those whose words contain it. */
  readonly search?: (query: string, options: readonly PickerOption[]) => readonly PickerOption[];
  /** Called as the list opens (a search that loads on demand starts loading). */
  readonly onOpen?: () => void;
}

const containsQuery = (query: string, options: readonly PickerOption[]): readonly PickerOption[] => {
  const q = query.trim().toLowerCase();
  if (!q) return options;
  return options.filter((o) =>
    `${o.label} ${o.detail ?? ""} ${o.keywords ?? ""} ${o.value}`.toLowerCase().includes(q),
  );
};

/**
 * A button that opens a modal list with a search box (for long lists such as countries). The list is
 * a listbox of options; arrow keys move, Enter picks, Escape or the close button closes and focus
 * returns to the button. The current choice is marked (a tick and aria-selected) and in view on
 * opening; the sheet keeps its height while the list filters.
 */
export function SearchablePicker({
  label,
  value,
  options,
  onChange,
  display,
  className,
  search = containsQuery,
  onOpen,
}: SearchablePickerProps) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const selected = options.find((o) => o.value === value);
  const labelId = useId();
  return (
    <div className={`field picker ${className ?? ""}`}>
      <span id={labelId} className="field__label">
        {label}
      </span>
      <button
        type="button"
        className="field__box picker__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${labelId}-value`}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        <span id={`${labelId}-value`} className="picker__value">
          {display ??
            (selected
              ? `${selected.label}${selected.detail ? ` ${selected.detail}` : ""}`
              : t("form.choose"))}
        </span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="picker__chevron">
          <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <PickerDialog
          title={label}
          options={options}
          value={value}
          search={search}
          onClose={() => setOpen(false)}
          onPick={(next) => {
            onChange(next);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** Focuses the search box and scrolls the current choice into view, once, as the list opens. */
function useOpenOnSearch(
  search: RefObject<HTMLInputElement | null>,
  list: RefObject<HTMLUListElement | null>,
) {
  useEffect(() => {
    search.current?.focus();
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: "center" });
  }, [search, list]);
}

interface PickerDialogProps {
  readonly title: ReactNode;
  readonly options: readonly PickerOption[];
  readonly value: string;
  readonly search: (query: string, options: readonly PickerOption[]) => readonly PickerOption[];
  readonly onClose: () => void;
  readonly onPick: (value: string) => void;
}

function PickerDialog({ title, options, value, search, onClose, onPick }: PickerDialogProps) {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState("");
  // Opens on the current choice, so Enter keeps it and the arrows move from it.
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      options.findIndex((o) => o.value === value),
    ),
  );
  const titleId = useId();
  const listId = useId();
  useModalFocus(ref, true);
  // After useModalFocus (effects run in order): the search box, not the close button before it.
  useOpenOnSearch(searchRef, listRef);
  const shown = useMemo(() => search(query, options), [search, options, query]);
  const activeOption = shown[Math.min(active, shown.length - 1)];
  const listLabel = typeof title === "string" ? title : undefined;
  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="dialog picker__dialog"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            onClose();
          }
          if (ref.current) trapTab(event, ref.current);
        }}
      >
        <div className="picker__head">
          <h2 id={titleId} className="dialog__title picker__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button picker__close"
            aria-label={t("form.close")}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <input
          ref={searchRef}
          className="field__input picker__search"
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
          aria-label={t("form.search")}
          placeholder={t("form.search")}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") setActive((i) => Math.min(i + 1, shown.length - 1));
            else if (e.key === "ArrowUp") setActive((i) => Math.max(i - 1, 0));
            else if (e.key === "Enter" && activeOption) onPick(activeOption.value);
            else return;
            e.preventDefault();
          }}
        />
        <ul ref={listRef} id={listId} role="listbox" aria-label={listLabel} className="picker__list">
          {shown.length === 0 ? <li className="picker__empty">{t("form.noMatches")}</li> : null}
          {shown.map((option, index) => {
            const current = option.value === value;
            return (
              <li
                key={option.value}
                id={`${listId}-${option.value}`}
                role="option"
                aria-selected={current}
                className={`picker__option ${index === active ? "picker__option--active" : ""} ${current ? "picker__option--current" : ""}`}
                onClick={() => onPick(option.value)}
                onMouseMove={() => setActive(index)}
              >
                <span className="picker__mark">{current ? <Icon name="check" /> : null}</span>
                <span className="picker__label">{option.label}</span>
                {option.detail ? <span className="picker__detail">{option.detail}</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
