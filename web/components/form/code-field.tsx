import type { ChangeEvent, ReactNode } from "react";
import { TextField, type TextFieldProps } from "./text-field";

export interface CodeFieldProps extends Omit<TextFieldProps, "type" | "endSlot"> {
  /** The send-code button (its label and countdown come from the core's countdown policy). */
  readonly action?: ReactNode;
  /** Digits in the code (LIMIT-CODE-1: 6). */
  readonly length?: number;
}

/**
 * The verification code as ONE input (not six boxes): numeric keyboard, one-time-code autofill from
 * SMS, and paste just works. The send-code button sits beside it.
 */
export function CodeField({ action, length = 6, onChange, ...props }: CodeFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const before = String(props.value ?? "");
    // Codes are pasted as "123 456" or "123-456": keep the digits' order, drop the separators.
    input.value = input.value.replace(/[\s\-‐‑–—.·]/g, "");
    onChange?.(event);
    const complete = new RegExp(`^[0-9０-９]{${length}}$`);
    // The last digit typed or pasted completes the form: send it, as code fields elsewhere do.
    // Only on the change that completes the code, and only when nothing else is left empty.
    if (complete.test(input.value) && !complete.test(before)) {
      const form = input.form;
      setTimeout(() => {
        if (form && input.isConnected && formLooksComplete(form)) form.requestSubmit();
      }, 0);
    }
  };
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${length}}`}
      // Room for the separators people paste ("123 456", "123-456"); they are dropped on change.
      maxLength={length + 6}
      spellCheck={false}
      {...props}
      className={`field--code ${props.className ?? ""}`}
      onChange={change}
      type="text"
      endSlot={action}
    />
  );
}

/** Every visible text-like input filled and every checkbox ticked (the agreement on sign-up). */
function formLooksComplete(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || element.disabled || element.type === "hidden") continue;
    if (element.type === "checkbox") {
      if (!element.checked) return false;
    } else if (element.type !== "radio" && element.type !== "submit" && element.value.trim() === "")
      return false;
  }
  return true;
}
