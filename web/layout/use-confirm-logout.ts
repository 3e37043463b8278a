import { useTranslation } from "react-i18next";
import { useDialogs } from "../components/feedback/feedback-context";
import { keepingLang, navigate } from "../routes/hash-location";
import { pathTo } from "../routes/href-to";

/** Menu logout: a confirm dialog first (AUTH-LOGOUT-1), then /logout does the work. */
export function useConfirmLogout(): () => Promise<void> {
  const { t } = useTranslation("common");
  const dialogs = useDialogs();
  return async () => {
    const confirmed = await dialogs.confirm({
      title: t("menu.logoutConfirmTitle"),
      message: t("menu.logoutConfirmBody"),
      state: "warning",
      confirmText: t("menu.logout"),
    });
    if (confirmed) navigate(keepingLang(pathTo("logout")));
  };
}
