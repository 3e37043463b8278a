import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { StateIcon } from "../feedback/state-icon";
import { useLeaveWithScreen } from "../feedback/use-leave-with-screen";
import { useKeyboardInset } from "./keyboard-inset";
import { usePrimaryClearance } from "./toast-placement";
import type { Toast, ToastStore } from "./toast-store";
import { useSignalValue } from "../../shell/screen-doors";
import "./toast.css";
import "../dialog/dialog.css";

/**
 * Two live regions, always in the DOM so screen readers pick up insertions: errors are assertive,
 * everything else polite. Placed at the bottom, clear of the app bar and the keyboard (toast.css).
 */
export function ToastHost({ store }: { store: ToastStore }) {
  const items = useSignalValue(store.items);
  const errors = items.filter((t) => t.tone === "error");
  const others = items.filter((t) => t.tone !== "error");
  const keyboard = useKeyboardInset();
  const stack = useRef<HTMLDivElement>(null);
  usePrimaryClearance(stack, items);
  // ADR-0384: a screen's toasts leave with it.
  useLeaveWithScreen(store);
  const style: Record<string, string> = {};
  if (keyboard > 0) style["--keyboard-inset"] = `${keyboard}px`;
  return (
    <div ref={stack} className="toast-stack" style={style}>
      <div role="alert" aria-live="assertive" aria-atomic="false" className="toast-region">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
        ))}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className="toast-region">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useTranslation("common");
  return (
    <div className={`toast toast--${toast.tone}`}>
      <StateIcon state={toast.tone} className="toast__icon" />
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" onClick={onDismiss} aria-label={t("actions.dismiss")}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
