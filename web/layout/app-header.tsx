import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../components/icons/icon";
import { navigate } from "../routes/hash-location";
import { historyDepth } from "../routes/history-depth";
import type { RouteMeta } from "../routes/route-meta";
import { useEarlyPress, useServices } from "../shell/app-doors";
import { backAction } from "./back-target";
import { BrandLogo } from "./brand-logo";
import { useHeaderOverrides } from "./header-slot";
import { LanguageSelect } from "./language-select";
import { SIDE_MENU_ID, SideMenu } from "./side-menu";
import { hrefTo } from "../routes/href-to";

/**
 * The app header (SHELL-HEADER-1): back, title, the screen's extra buttons, the menu. On the auth screens
 * the brand takes the title's place (their card's heading is the page's one title). On desktop
 * every page's bar is a site header like the landing's: the logo, the language selector, and the
 * content's width rather than a phone bar stretched across the screen (ADR-0402).
 */
export function AppHeader({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation("common");
  const services = useServices();
  const overrides = useHeaderOverrides();
  const header = useRef<HTMLElement>(null);
  useEarlyPress(header);
  const goBack = () => {
    const backUrl = services?.preferences.backUrl ?? null;
    const action = backAction(meta.back, backUrl, historyDepth());
    if (action.kind === "navigate" && action.stored) backUrl?.forget();
    if (action.kind === "navigate") navigate(action.to);
    else history.back();
  };
  const auth = meta.authHeader === true && overrides.title === undefined;
  return (
    <header ref={header} className={`app-header ${auth ? "app-header--auth" : "app-header--page"}`}>
      <div className="app-header__side">
        {overrides.hideBack ? null : (
          <button type="button" className="icon-button" onClick={goBack} aria-label={t("actions.back")}>
            <Icon name="back" />
          </button>
        )}
        {auth ? null : (
          // Desktop only (layout.css): a phone's bar has no room beside the title.
          <a
            href={hrefTo("home")}
            className="app-header__brand app-header__brand--desktop"
            aria-label={t("landingNav.homeLink")}
          >
            <BrandLogo size={28} />
          </a>
        )}
      </div>
      {auth ? (
        <a href={hrefTo("home")} className="app-header__brand" aria-label={t("landingNav.homeLink")}>
          <BrandLogo size={28} />
        </a>
      ) : (
        <p className="app-header__title">{overrides.title ?? t(meta.titleKey)}</p>
      )}
      <div className="app-header__side app-header__side--end">
        <div className="app-header__language">
          <LanguageSelect id="header-language" compact />
        </div>
        {overrides.actions}
        {meta.hideMenu ? null : (
          <button
            type="button"
            className="icon-button"
            popoverTarget={SIDE_MENU_ID}
            aria-label={t("menu.open")}
            aria-haspopup="dialog"
          >
            <Icon name="menu" />
          </button>
        )}
      </div>
      {meta.hideMenu ? null : <SideMenu />}
    </header>
  );
}
