import type { IconName } from "../components/icons/icon-paths";

/** The drawer's constant menu list (SHELL-HEADER-1: shown only when logged in). Labels: common.json keys. */
export const MENU_ITEMS: readonly {
  readonly href: string;
  readonly labelKey: string;
  readonly icon: IconName;
}[] = [
  { href: "#/dashboard", labelKey: "menu.items.dashboard", icon: "home" },
  { href: "#/invite", labelKey: "menu.items.creators", icon: "spark" },
  { href: "#/download", labelKey: "menu.items.download", icon: "download" },
  { href: "#/support/articles/account-delete", labelKey: "menu.items.support", icon: "help" },
  { href: "#/privacyPolicy", labelKey: "menu.items.privacy", icon: "shield" },
  { href: "#/userAgreement", labelKey: "menu.items.terms", icon: "document" },
];
