import type { ReactNode } from "react";
import { TextField, type TextFieldProps } from "./text-field";

export interface CodeFieldProps extends Omit<TextFieldProps, "type" | "endSlot"> {
  /** The send-code button (its label and countdown come from the core's countdown policy). */
  readonly action?: ReactNode;
  /** Digits in the code (SPEC §9: 6). */
  readonly length?: number;
}

/**
 * The verification code as ONE input (not six boxes): numeric keyboard, one-time-code autofill from
 * SMS, and paste just works. The send-code button sits beside it.
 */
export function CodeField({ action, length = 6, ...props }: CodeFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${length}}`}
      maxLength={length}
      spellCheck={false}
      {...props}
      className={`field--code ${props.className ?? ""}`}
      type="text"
      endSlot={action}
    />
  );
}
