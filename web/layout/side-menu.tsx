import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../components/icons/icon";
import { useIsLoggedIn, useServices } from "../shell/app-doors";
import { GuestAuthLinks } from "./guest-auth-links";
import { LanguageSelect } from "./language-select";
import { useRepairClient } from "./use-repair-client";
import { closeDrawer, Drawer } from "./drawer";

/**
 * The logged-in part comes in its own chunk (ADR-0435): a first visit is a guest's. It is fetched as
 * soon as the visitor is known to be logged in, so a member's drawer does not wait for it.
 */
const loadMemberPart = () => import("./side-menu-member");
const SideMenuMember = lazy(() => loadMemberPart().then((m) => ({ default: m.SideMenuMember })));

/** The side menu's drawer: its menu buttons name it as their `popoverTarget`. */
export const SIDE_MENU_ID = "side-menu";

/**
 * The side drawer (SHELL-HEADER-1). Logged in: avatar, nickname, memberId, "mine", the constant menu list
 * and log out (confirmed). Logged out: log in and sign up. Language and "repair client" always.
 */
export function SideMenu() {
  const { t } = useTranslation("common");
  const services = useServices();
  const loggedIn = useIsLoggedIn();
  const repair = useRepairClient();
  useEffect(() => {
    if (loggedIn) void loadMemberPart().catch(() => {});
  }, [loggedIn]);
  return (
    <Drawer id={SIDE_MENU_ID} label={t("menu.title")}>
      {loggedIn && services ? (
        <Suspense fallback={null}>
          <SideMenuMember services={services} onClose={() => closeDrawer(SIDE_MENU_ID)} />
        </Suspense>
      ) : (
        <div className="drawer__guest">
          <p className="drawer__guest-text">{t("menu.guestPrompt")}</p>
          <GuestAuthLinks />
        </div>
      )}
      <div className="drawer__footer">
        <LanguageSelect id="drawer-language" />
        <button type="button" className="drawer__item" onClick={repair}>
          <Icon name="repair" className="drawer__icon" />
          {t("repair.action")}
        </button>
      </div>
    </Drawer>
  );
}
