import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./skeleton.css";

/** One grey block; decorative (the wrapping `Loading` says "Loading…" to assistive tech). */
export function Bone({ className = "", style }: { className?: string; style?: CSSProperties }) {
  return <span className={`skeleton ${className}`} style={style} aria-hidden="true" />;
}

/**
 * A loading state in the page's shape: `children` are the bones, drawn where the real parts will
 * be; screen readers hear one "Loading…" (role=status) instead of the blocks.
 */
export function Loading({
  className,
  label,
  children,
}: {
  className?: string;
  /** What is being waited for ("Checking your application…"); "Loading…" by default. */
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <div className={className} role="status">
      <span className="visually-hidden">{label ?? t("status.loading")}</span>
      {children}
    </div>
  );
}

/** What a form is made of, top to bottom, for its skeleton. */
export interface FormShape {
  /** Tabs above the fields (0: none); the first is drawn selected. */
  readonly tabs: number;
  /**
   * "field": label and box; "hinted"/"hinted-2": the same with one or two lines of hint under it;
   * "tall": label and a text area; "check": a checkbox line; "checklist": a password checklist's
   * title and two rules.
   */
  readonly fields: readonly ("field" | "hinted" | "hinted-2" | "tall" | "check" | "checklist")[];
  /** A row of links under the fields (login's "forgot password"). */
  readonly links?: boolean;
  /** Lines of small print under the button ("no account? sign up"). */
  readonly notes?: number;
}

/**
 * The form's skeleton, sized as `.auth-form`/`.field`/`.tabs` lay the real one out. Each bone hides
 * itself from assistive tech.
 */
export function FormSkeleton({ shape }: { shape: FormShape }) {
  return (
    <div className="form-skeleton">
      <div>
        {shape.tabs > 0 ? (
          <div className="form-skeleton__tabs">
            {Array.from({ length: shape.tabs }, (_, i) => (
              <Bone key={i} className={i === 0 ? "skeleton--selected" : ""} />
            ))}
          </div>
        ) : null}
        <div className="form-skeleton__fields">
          {shape.fields.map((kind, i) =>
            kind === "checklist" ? (
              <div key={i} className="form-skeleton__checklist">
                {["45%", "60%", "50%"].map((width) => (
                  <span key={width}>
                    <Bone className="skeleton--text" style={{ width }} />
                  </span>
                ))}
              </div>
            ) : kind === "check" ? (
              <div key={i} className="form-skeleton__check">
                <Bone />
                <Bone className="skeleton--text" style={{ width: "70%" }} />
              </div>
            ) : (
              <div key={i} className="form-skeleton__field">
                <Bone className="skeleton--text" />
                <Bone className={`skeleton--field ${kind === "tall" ? "form-skeleton__box--tall" : ""}`} />
                {kind === "hinted" || kind === "hinted-2" ? (
                  <Bone className="skeleton--text form-skeleton__hint" />
                ) : null}
                {kind === "hinted-2" ? <Bone className="skeleton--text form-skeleton__hint" /> : null}
              </div>
            ),
          )}
        </div>
      </div>
      {shape.links ? (
        <div className="form-skeleton__links">
          <Bone className="skeleton--text" style={{ width: "35%" }} />
        </div>
      ) : null}
      <Bone className="skeleton--button" />
      {Array.from({ length: shape.notes ?? 0 }, (_, i) => (
        <div key={i} className="form-skeleton__note">
          <Bone className="skeleton--text" style={{ width: "55%" }} />
        </div>
      ))}
    </div>
  );
}
