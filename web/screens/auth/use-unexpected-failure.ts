import { useTranslation } from "react-i18next";
import { USER_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { useToasts } from "../../components/feedback/feedback-context";

/**
 * Use-cases answer with Results, but a bug or a browser quirk can still throw. The form must not
 * stay stuck or leak an unhandled rejection: the user gets the generic "close and reopen" toast.
 * With no network at all the throw is a part of the app that could not be fetched: that is the
 * offline message, and reopening the page would not help.
 */
export function useUnexpectedFailure(online: () => boolean = () => navigator.onLine): () => void {
  const { t } = useTranslation("errors");
  const toasts = useToasts();
  return () => {
    toasts.error(t(online() ? USER_MESSAGE_KEYS.somethingWrong : USER_MESSAGE_KEYS.offline));
  };
}
