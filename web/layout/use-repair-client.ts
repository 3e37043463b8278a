import { useTranslation } from "react-i18next";
import { useDialogs } from "../components/feedback/feedback-context";
import { repairClient } from "./repair-client";

/** Confirm, then repair (clear caches and reload). */
export function useRepairClient(): () => Promise<void> {
  const { t } = useTranslation("common");
  const dialogs = useDialogs();
  return async () => {
    const confirmed = await dialogs.confirm({
      title: t("repair.title"),
      message: t("repair.body"),
      state: "info",
      confirmText: t("repair.confirm"),
      // It clears the saved login and caches.
      destructive: true,
    });
    if (confirmed) await repairClient();
  };
}
