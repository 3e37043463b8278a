import type { ReactNode } from "react";
import { StateIcon } from "../../components/feedback/state-icon";

/** The designed look of the form's other states: login required, reviewing, approved, failed. */
export function CreatorNotice({
  tone,
  title,
  children,
  actions,
}: {
  tone: "info" | "success" | "warning" | "error" | "pending";
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={`creator-notice creator-notice--${tone}`} aria-labelledby="creator-notice-title">
      <StateIcon state={tone} className="creator-notice__icon" />
      <h2 id="creator-notice-title" className="creator-notice__title">
        {title}
      </h2>
      {children ? <div className="creator-notice__body">{children}</div> : null}
      {actions ? <div className="creator-notice__actions">{actions}</div> : null}
    </section>
  );
}
