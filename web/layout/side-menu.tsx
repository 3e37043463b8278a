import { useTranslation } from "react-i18next";
import { CopyButton } from "../components/copy/copy-button";
import { ButtonLink } from "../components/form/button";
import { Icon } from "../components/icons/icon";
import { Avatar } from "../components/member/avatar";
import { useMember } from "../components/member/use-member";
import { useIsLoggedIn, useServices } from "../shell/services/services-context";
import type { AppServices } from "../services/app-services";
import { GuestAuthLinks } from "./guest-auth-links";
import { LanguageSelect } from "./language-select";
import { MENU_ITEMS } from "./menu-items";
import { useConfirmLogout } from "./use-confirm-logout";
import { useRepairClient } from "./use-repair-client";
import { Drawer } from "./drawer";

/**
 * The side drawer (SHELL-HEADER-1). Logged in: avatar, nickname, memberId, "mine", the constant menu list
 * and log out (confirmed). Logged out: log in and sign up. Language and "repair client" always.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("common");
  const services = useServices();
  const loggedIn = useIsLoggedIn();
  const repair = useRepairClient();
  return (
    <Drawer open={open} onClose={onClose} label={t("menu.title")}>
      <div className="drawer__top">
        <button type="button" className="icon-button" onClick={onClose} aria-label={t("menu.close")}>
          <Icon name="close" />
        </button>
      </div>
      {loggedIn && services ? (
        <MemberPart services={services} onClose={onClose} />
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

function MemberPart({ services, onClose }: { services: AppServices; onClose: () => void }) {
  const { t } = useTranslation("common");
  const member = useMember(services.auth);
  const confirmLogout = useConfirmLogout();
  return (
    <>
      <div className="drawer__profile">
        <Avatar name={member.name} size={56} />
        <div className="drawer__who">
          <p className="drawer__name">{member.name}</p>
          {member.memberId ? (
            <p className="drawer__member-id">
              {t("menu.memberId")} {member.memberId}
              <CopyButton value={member.memberId} label={t("actions.copyMemberId")} />
            </p>
          ) : null}
        </div>
        <ButtonLink href="#/mine" variant="secondary" className="drawer__mine">
          {t("menu.mine")}
        </ButtonLink>
      </div>
      <nav aria-label={t("menu.title")}>
        <ul className="drawer__list">
          {MENU_ITEMS.map((item) => (
            <li key={item.href}>
              <a className="drawer__item" href={item.href}>
                <Icon name={item.icon} className="drawer__icon" />
                {t(item.labelKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="drawer__item drawer__logout"
        onClick={async () => {
          onClose();
          await confirmLogout();
        }}
      >
        <Icon name="logout" className="drawer__icon" />
        {t("menu.logout")}
      </button>
    </>
  );
}
