import { useTranslation } from "react-i18next";
import { USER_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { useToasts } from "../../components/feedback/feedback-context";

/**
 * Use-cases answer with Results, but a bug or a browser quirk can still throw. The form must not
 * stay stuck or leak an unhandled rejection: the user gets the generic "close and reopen" toast.
 */
export function useUnexpectedFailure(): () => void {
  const { t } = useTranslation("errors");
  const toasts = useToasts();
  return () => {
    toasts.error(t(USER_MESSAGE_KEYS.somethingWrong));
  };
}
