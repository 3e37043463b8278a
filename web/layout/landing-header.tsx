import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../components/form/button";
import { Icon } from "../components/icons/icon";
import type { RouteMeta } from "../routes/route-meta";
import { useAttributedHref } from "../attribution/attribution-session";
import { BrandLogo } from "./brand-logo";
import { closeDrawer } from "./drawer";
import { LanguageSelect } from "./language-select";
import { LandingSectionLinks } from "./landing-section-links";
import { LANDING_NAV_ID, LandingNavDrawer } from "./landing-nav-drawer";
import { scrollToSection } from "./section-scroll";
import { useEarlyPress, useIsLoggedIn, useServicesHandle } from "../shell/app-doors";
import { SIDE_MENU_ID, SideMenu } from "./side-menu";
import { useHostEntrance } from "./use-host-entrance";
import { useScrollFade } from "./use-scroll-fade";
import { hrefTo, pathTo } from "../routes/href-to";

/**
 * The landing header (SHELL-LANDING-1): logo, anchor navigation, language selector, host entrance (where
 * the route enables it) and a menu drawer on phones. Its background fades in over the first 360 px.
 */
export function LandingHeader({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation("common");
  const fade = useScrollFade();
  const hostEntrance = useHostEntrance(useServicesHandle());
  const loggedIn = useIsLoggedIn();
  const loginHref = useAttributedHref(pathTo("login"));
  const header = useRef<HTMLElement>(null);
  useEarlyPress(header);
  const go = (id: string) => {
    closeDrawer(LANDING_NAV_ID);
    // Let the drawer close (and unlock scrolling) before scrolling.
    requestAnimationFrame(() => scrollToSection(id));
  };
  return (
    <header ref={header} className="landing-header" style={{ "--header-fade": fade } as React.CSSProperties}>
      <div className="landing-header__inner container">
        <a
          href={hrefTo("home")}
          className="landing-header__logo"
          aria-label={t("landingNav.homeLink")}
          onClick={(e) => {
            e.preventDefault();
            go("home");
          }}
        >
          <BrandLogo />
        </a>
        <nav aria-label={t("landingNav.label")} className="landing-header__nav">
          <LandingSectionLinks onGo={go} />
        </nav>
        <div className="landing-header__actions">
          <LanguageSelect id="landing-language" compact />
          {meta.hostEntrance ? (
            <Button variant="ghost" className="landing-header__host" onClick={hostEntrance}>
              <Icon name="host" className="btn__icon" />
              {t("actions.hostEntrance")}
            </Button>
          ) : null}
          <ButtonLink href={loggedIn ? hrefTo("dashboard") : loginHref} className="landing-header__cta">
            {t(loggedIn ? "menu.items.dashboard" : "actions.login")}
          </ButtonLink>
          <button
            type="button"
            className="icon-button landing-header__burger"
            aria-label={t("menu.open")}
            aria-haspopup="dialog"
            popoverTarget={LANDING_NAV_ID}
          >
            <Icon name="menu" />
          </button>
          <button
            type="button"
            className="icon-button landing-header__account"
            aria-label={t("menu.account")}
            aria-haspopup="dialog"
            popoverTarget={SIDE_MENU_ID}
          >
            <Icon name="user" />
          </button>
        </div>
      </div>
      <LandingNavDrawer
        onGo={go}
        hostEntrance={meta.hostEntrance ? hostEntrance : null}
        loggedIn={loggedIn === true}
      />
      <SideMenu />
    </header>
  );
}
