import { useId, useRef, type ReactNode } from "react";

export interface TabItem {
  readonly id: string;
  readonly label: ReactNode;
}

export interface TabsProps {
  readonly items: readonly TabItem[];
  readonly value: string;
  readonly onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  readonly label: string;
  /** The panel for the selected tab. */
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * WAI-ARIA tabs: a tablist with roving tabindex (arrows, Home, End move and select), and one
 * tabpanel labelled by its tab. The panels here hold form fields, so the panel itself is no tab
 * stop (the APG makes a panel focusable only when nothing in it is): Tab goes from the tab
 * straight to the first field (ADR-0388).
 */
export function Tabs({ items, value, onChange, label, children, className }: TabsProps) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );
  const select = (next: number) => {
    const item = items[(next + items.length) % items.length];
    if (!item) return;
    onChange(item.id);
    refs.current[item.id]?.focus();
  };
  return (
    <div className={`tabs ${className ?? ""}`}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(node) => {
              refs.current[item.id] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(item.id)}
            onKeyDown={(e) => {
              if (e.key === "ArrowRight") select(index + 1);
              else if (e.key === "ArrowLeft") select(index - 1);
              else if (e.key === "Home") select(0);
              else if (e.key === "End") select(items.length - 1);
              else return;
              e.preventDefault();
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${items[index]?.id ?? ""}`}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
