import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { StateIcon } from "../feedback/state-icon";
import { currentHashLocation } from "../../routes/hash-location";
import { splitLocation } from "../../routes/route-path";
import { useKeyboardInset } from "./keyboard-inset";
import { usePrimaryClearance } from "./toast-placement";
import type { Toast, ToastStore } from "./toast-store";
import "./toast.css";
import "../dialog/dialog.css";

/**
 * Two live regions, always in the DOM so screen readers pick up insertions: errors are assertive,
 * everything else polite. Placed at the bottom, clear of the app bar and the keyboard (toast.css).
 */
export function ToastHost({ store }: { store: ToastStore }) {
  useSignals();
  const items = store.items.value;
  const errors = items.filter((t) => t.tone === "error");
  const others = items.filter((t) => t.tone !== "error");
  const keyboard = useKeyboardInset();
  const stack = useRef<HTMLDivElement>(null);
  usePrimaryClearance(stack, items);
  useToastsLeaveWithScreen(store);
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

/**
 * ADR-0384: moving to another screen (another path; a changed query is the same screen) takes that
 * screen's toasts away. Listens to the location events themselves, before the next screen mounts,
 * so a toast that screen raises on arrival is its own and stays.
 */
function useToastsLeaveWithScreen(store: ToastStore): void {
  useEffect(() => {
    const screenOf = () => splitLocation(currentHashLocation()).path;
    let screen = screenOf();
    const moved = () => {
      const now = screenOf();
      if (now === screen) return;
      screen = now;
      store.screenChanged();
    };
    addEventListener("hashchange", moved);
    addEventListener("popstate", moved);
    return () => {
      removeEventListener("hashchange", moved);
      removeEventListener("popstate", moved);
    };
  }, [store]);
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
