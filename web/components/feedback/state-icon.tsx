/** One icon per feedback state; decorative (the title carries the meaning), so hidden from AT. */
export type FeedbackState = "primary" | "success" | "warning" | "error" | "info" | "pending";

const PATHS: Record<FeedbackState, string> = {
  success: "M8 12.5l2.5 2.5L16 9.5",
  error: "M9 9l6 6M15 9l-6 6",
  warning: "M12 7.5v5.5M12 16.3v.2",
  info: "M12 11v5.5M12 7.7v.2",
  primary: "M12 7.5v5.5M12 16.3v.2",
  // A clock: waiting on someone else (an application under review), not a warning.
  pending: "M12 7.5V12l3 2",
};

export function StateIcon({ state, className }: { state: FeedbackState; className?: string }) {
  return (
    <svg
      className={`state-icon state-icon--${state} ${className ?? ""}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d={PATHS[state]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
