import { useTranslation } from "react-i18next";
import { SUCCESS_MESSAGE_KEYS, USER_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { useToasts } from "../feedback/feedback-context";
import { Icon } from "../icons/icon";
import { copyText } from "./copy-text";

/**
 * A small "copy" button beside a value people need to paste elsewhere (member ID, the download
 * link). ERR-MESSAGES-1, ERR-SUCCESS-1: "copy successful" / "Copy Failed" as a toast.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { i18n } = useTranslation("common");
  const toasts = useToasts();
  const copy = async () => {
    const done = await copyText(value);
    await i18n.loadNamespaces("errors");
    if (done) toasts.success(i18n.t(SUCCESS_MESSAGE_KEYS.copySucceeded));
    else toasts.error(i18n.t(USER_MESSAGE_KEYS.copyFailed));
  };
  return (
    <button type="button" className="icon-button copy-button" aria-label={label} title={label} onClick={copy}>
      <Icon name="copy" />
    </button>
  );
}
