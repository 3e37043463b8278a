import { useEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from "react";
import "./form.css";

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> {
  readonly variant?: "primary" | "secondary" | "ghost" | "danger";
  readonly size?: "md" | "lg";
  /** Full width (the single primary action of a form). */
  readonly block?: boolean;
  /** Controlled loading state. */
  readonly loading?: boolean;
  /**
   * May return a promise: the button then shows its loading state until it settles, whether it
   * resolves or rejects, so it can never stay stuck.
   */
  readonly onClick?: (event: React.MouseEvent<HTMLButtonElement>) => unknown;
  readonly children: ReactNode;
}

export function Button({
  variant = "primary",
  size = "md",
  block,
  loading,
  onClick,
  disabled,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const busy = Boolean(loading) || pending;
  const classes = [
    "btn",
    `btn--${variant}`,
    `btn--${size}`,
    block ? "btn--block" : "",
    busy ? "btn--loading" : "",
    className ?? "",
  ];
  return (
    <button
      {...rest}
      type={type ?? "button"}
      className={classes.filter(Boolean).join(" ")}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={(event) => {
        const result = onClick?.(event);
        if (result instanceof Promise) {
          setPending(true);
          result
            .catch(() => undefined)
            .finally(() => {
              if (mounted.current) setPending(false);
            });
        }
      }}
    >
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      <span className="btn__label">{children}</span>
    </button>
  );
}

/** A link that looks like a button (navigation is a link, not a button, for assistive tech). */
export function ButtonLink({
  variant = "primary",
  size = "md",
  block,
  className,
  children,
  ...rest
}: React.AnchorHTMLAttributes<HTMLAnchorElement> &
  Pick<ButtonProps, "variant" | "size" | "block"> & { children: ReactNode }) {
  const classes = ["btn", `btn--${variant}`, `btn--${size}`, block ? "btn--block" : "", className ?? ""];
  return (
    <a {...rest} className={classes.filter(Boolean).join(" ")}>
      <span className="btn__label">{children}</span>
    </a>
  );
}
