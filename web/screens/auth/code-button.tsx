import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CountdownState } from "../../../core/countdown/code-countdown";

export interface CodeButtonViewProps {
  readonly state: CountdownState;
  readonly onClick: () => void;
}

/** The button inside the code field: "Get code" → "Sending…" → "Resend (42 s)" → "Resend". */
export function CodeButtonView({ state, onClick }: CodeButtonViewProps) {
  const { t } = useTranslation("auth");
  const ref = useRef<HTMLButtonElement>(null);
  const previous = useRef(state.phase);
  useEffect(() => {
    // The code is on its way: the next thing to do is type it (ADR-0145). The button is disabled
    // now anyway, so focus would otherwise fall to the page.
    if (previous.current === "sending" && state.phase === "counting")
      ref.current?.closest(".field")?.querySelector<HTMLInputElement>("input")?.focus();
    previous.current = state.phase;
  }, [state.phase]);
  const label =
    state.phase === "sending"
      ? t("code.sending")
      : state.phase === "counting"
        ? t("code.countdown", { seconds: state.secondsLeft })
        : state.sentBefore
          ? t("code.resend")
          : t("code.get");
  return (
    <button
      ref={ref}
      type="button"
      className="code-button"
      data-phase={state.phase}
      disabled={state.phase !== "idle"}
      aria-busy={state.phase === "sending" || undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
