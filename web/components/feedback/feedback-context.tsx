import { createContext, useContext, type ReactNode } from "react";
import type { DialogStore } from "../dialog/dialog-store";
import type { ToastStore } from "../toast/toast-store";

/** Dialogs and toasts for everyone: `useDialogs().confirm({...})`, `useToasts().error(text)`. */
export interface Feedback {
  readonly dialogs: DialogStore;
  readonly toasts: ToastStore;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function FeedbackProvider({ value, children }: { value: Feedback; children: ReactNode }) {
  return <FeedbackContext value={value}>{children}</FeedbackContext>;
}

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error("FeedbackProvider is missing");
  return value;
}

export const useDialogs = (): DialogStore => useFeedback().dialogs;
export const useToasts = (): ToastStore => useFeedback().toasts;
