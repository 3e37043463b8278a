import { useTranslation } from "react-i18next";
import { CopyButton } from "../components/copy/copy-button";
import { ButtonLink } from "../components/form/button";
import { Icon } from "../components/icons/icon";
import { Avatar } from "../components/member/avatar";
import { useMember } from "../components/member/use-member";
import type { AppServices } from "../services/app-services";
import { useLocale } from "../i18n/locale-controller";
import { MENU_ITEMS } from "./menu-items";
import { useConfirmLogout } from "./use-confirm-logout";
import { hrefTo } from "../routes/href-to";

/**
 * The side drawer's logged-in part (SHELL-HEADER-1): avatar, nickname, memberId, "mine", the
 * constant menu list and log out. Its own chunk (ADR-0435): a first visit is a guest's, and the
 * member's formatting and copy helpers were ~1.5 KB of the entry no guest runs.
 */
export function SideMenuMember({ services, onClose }: { services: AppServices; onClose: () => void }) {
  const { t } = useTranslation("common");
  const { locale } = useLocale();
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
        <ButtonLink href={hrefTo("mine")} variant="secondary" className="drawer__mine">
          {t("menu.mine")}
        </ButtonLink>
      </div>
      <nav aria-label={t("menu.title")}>
        <ul className="drawer__list">
          {MENU_ITEMS.map((item) => (
            <li key={item.labelKey}>
              <a className="drawer__item" href={item.href(locale)}>
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
