import type { IconName } from "../components/icons/icon-paths";
import { hrefTo } from "../routes/href-to";

/**
 * The drawer's constant menu list (SHELL-HEADER-1: shown only when logged in). Labels: common.json
 * keys; each link by its route (the legal documents in the page's language).
 */
export const MENU_ITEMS: readonly {
  readonly href: (locale: string) => string;
  readonly labelKey: string;
  readonly icon: IconName;
}[] = [
  { href: () => hrefTo("dashboard"), labelKey: "menu.items.dashboard", icon: "home" },
  { href: () => hrefTo("invite"), labelKey: "menu.items.creators", icon: "spark" },
  { href: () => hrefTo("download"), labelKey: "menu.items.download", icon: "download" },
  { href: () => hrefTo("supportArticle"), labelKey: "menu.items.support", icon: "help" },
  {
    href: (lang) => hrefTo("privacy", { type: "Android", lang }),
    labelKey: "menu.items.privacy",
    icon: "shield",
  },
  {
    href: (lang) => hrefTo("eula", { type: "Android", lang }),
    labelKey: "menu.items.terms",
    icon: "document",
  },
];
