import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../form/button";
import { StateIcon } from "../feedback/state-icon";
import { useLeaveWithScreen } from "../feedback/use-leave-with-screen";
import type { DialogStore, OpenDialog } from "./dialog-store";
import { trapTab } from "./focus-trap";
import { useModalFocus } from "./use-modal-focus";
import { useSignalValue } from "../../shell/screen-doors";
import "./dialog.css";

/** Renders the store's current dialog. Mounted once by the shell. */
export function DialogHost({ store }: { store: DialogStore }) {
  // A dialog belongs to the screen that raised it: one with no way out must not follow the visitor.
  useLeaveWithScreen(store);
  const open = useSignalValue(store.current);
  if (!open) return null;
  return <DialogView key={open.id} dialog={open} onClose={(confirmed) => store.close(open.id, confirmed)} />;
}

function DialogView({ dialog, onClose }: { dialog: OpenDialog; onClose: (confirmed: boolean) => void }) {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  const {
    title,
    message,
    state = "primary",
    width,
    showCancel = false,
    showConfirm = true,
    cancelText,
    confirmText,
    destructive = false,
  } = dialog.options;
  useModalFocus(ref, true);
  // Escape answers as the way out does: Cancel where there is one; on an acknowledgement (OK is
  // the only answer, e.g. "Login failed") it is that OK, as people expect Escape to dismiss a
  // message (ADR-0144). A dialog that closes by itself (the ~1 s success) is left to do so.
  const escapeAnswer: boolean | null =
    showCancel || dialog.options.escapeDeclines === true
      ? false
      : !showConfirm
        ? false
        : dialog.options.autoCloseMs === undefined
          ? true
          : null;
  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className={`dialog dialog--${state}`}
        role={showCancel ? "dialog" : "alertdialog"}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        tabIndex={-1}
        style={width !== undefined ? { width: typeof width === "number" ? `${width}px` : width } : undefined}
        onKeyDown={(event) => {
          if (event.key === "Escape" && escapeAnswer !== null) {
            event.stopPropagation();
            onClose(escapeAnswer);
          }
          if (ref.current) trapTab(event, ref.current);
        }}
      >
        <StateIcon state={state} className="dialog__icon" />
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {message ? (
          <p id={messageId} className="dialog__message">
            {message}
          </p>
        ) : null}
        {showCancel || showConfirm ? (
          <div className="dialog__actions">
            {showCancel ? (
              <Button variant="secondary" onClick={() => onClose(false)}>
                {cancelText ?? t("dialog.cancel")}
              </Button>
            ) : null}
            {showConfirm ? (
              // Red only when confirming destroys something; an error's OK is not destructive.
              <Button variant={destructive ? "danger" : "primary"} onClick={() => onClose(true)}>
                {confirmText ?? t("dialog.confirm")}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
