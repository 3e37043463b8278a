import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { TextField, type TextFieldProps } from "./text-field";

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "endSlot">) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  // Caps Lock turns a right password into a wrong one without showing why (ADR-0145); the key
  // events say whether it is on, and leaving the field hides the warning.
  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === "function") setCapsLock(event.getModifierState("CapsLock"));
  };
  return (
    <TextField
      autoComplete="current-password"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
      hint={capsLock ? <span className="field__caps-lock">{t("form.capsLockOn")}</span> : props.hint}
      onKeyDown={(event) => {
        readCapsLock(event);
        props.onKeyDown?.(event);
      }}
      onKeyUp={(event) => {
        readCapsLock(event);
        props.onKeyUp?.(event);
      }}
      onBlur={(event) => {
        setCapsLock(false);
        props.onBlur?.(event);
      }}
      type={visible ? "text" : "password"}
      endSlot={
        <button
          type="button"
          className="field__icon-button"
          aria-label={visible ? t("form.hidePassword") : t("form.showPassword")}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {/* The icon shows what a press does, like its name: an eye to show, a struck eye to hide. */}
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            data-icon={visible ? "eye-slash" : "eye"}
          >
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible ? (
              <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            ) : null}
          </svg>
        </button>
      }
    />
  );
}
