import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../components/icons/icon";
import { navigate } from "../routes/hash-location";
import type { RouteMeta } from "../routes/route-meta";
import { useServices } from "../services/services-context";
import { backAction, forgetBackUrl } from "./back-target";
import { useHeaderOverrides } from "./header-slot";
import { SideMenu } from "./side-menu";

/** The app header (SPEC §2): back, title, the screen's extra buttons, the menu. */
export function AppHeader({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation("common");
  const services = useServices();
  const overrides = useHeaderOverrides();
  const [menuOpen, setMenuOpen] = useState(false);
  const goBack = () => {
    const action = backAction(meta.back, services?.store ?? null, history.length);
    if (action.kind === "navigate" && action.stored && services) forgetBackUrl(services.store);
    if (action.kind === "navigate") navigate(action.to);
    else history.back();
  };
  return (
    <header className="app-header">
      <div className="app-header__side">
        {overrides.hideBack ? null : (
          <button type="button" className="icon-button" onClick={goBack} aria-label={t("actions.back")}>
            <Icon name="back" />
          </button>
        )}
      </div>
      <p className="app-header__title">{overrides.title ?? t(meta.titleKey)}</p>
      <div className="app-header__side app-header__side--end">
        {overrides.actions}
        {meta.hideMenu ? null : (
          <button
            type="button"
            className="icon-button"
            onClick={() => setMenuOpen(true)}
            aria-label={t("menu.open")}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <Icon name="menu" />
          </button>
        )}
      </div>
      {meta.hideMenu ? null : <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
