import { useTranslation } from "react-i18next";
import { useServicesSignal } from "../shell/app-doors";
import type { ChatStatus } from "./chat-link";
import "./chat-status-badge.css";

type Shown = "connecting" | "connected" | "reconnecting" | "offline";

/** Only states a member can act on or should know about; off/idle/closed show nothing. */
const SHOWN: Partial<Record<ChatStatus, Shown>> = {
  connecting: "connecting",
  open: "connecting",
  authenticated: "connected",
  reconnecting: "reconnecting",
  failed: "offline",
};

/**
 * A small "chat connected / reconnecting" line. role=status so a screen reader hears a drop and a
 * recovery without the member having to look; data-state lets tests and styles read the state.
 */
export function ChatStatusBadge() {
  const { t } = useTranslation("common");
  const status = useServicesSignal((services) => services.chat.status) ?? "off";
  const shown = SHOWN[status];
  return (
    <p className="chat-status" role="status" data-state={shown ?? "off"}>
      {shown ? (
        <>
          <span className="chat-status__dot" aria-hidden="true" />
          {t(`chat.${shown}`)}
        </>
      ) : null}
    </p>
  );
}
