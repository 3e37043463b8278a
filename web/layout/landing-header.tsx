import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../components/form/button";
import { Icon } from "../components/icons/icon";
import type { RouteMeta } from "../routes/route-meta";
import { useIsLoggedIn, useServicesHandle } from "../shell/services/services-context";
import { useAttributedHref } from "../attribution/attribution-session";
import { BrandLogo } from "./brand-logo";
import { Drawer } from "./drawer";
import { LanguageSelect } from "./language-select";
import { GuestAuthLinks } from "./guest-auth-links";
import { LandingSectionLinks } from "./landing-section-links";
import { scrollToSection } from "./section-scroll";
import { EARLY_MENU_CLICK, EARLY_SECTION_CLICK } from "../shell/prerender/early-clicks";
import { SideMenu } from "./side-menu";
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
  const handle = useServicesHandle();
  const hostEntrance = useHostEntrance(handle);
  const loggedIn = useIsLoggedIn();
  const [navOpen, setNavOpen] = useState(false);
  const loginHref = useAttributedHref(pathTo("login"));
  const [menuOpen, setMenuOpen] = useState(false);
  const go = (id: string) => {
    setNavOpen(false);
    // Let the drawer close (and unlock scrolling) before scrolling.
    requestAnimationFrame(() => scrollToSection(id));
  };
  // A section link or a menu button clicked before this header was live (kept by the boot script)
  // is followed now; no drawer can have been open then.
  useEffect(() => {
    const root = document.documentElement;
    const section = EARLY_SECTION_CLICK.take(root);
    const menu = EARLY_MENU_CLICK.take(root);
    // After hydration has committed: the prerendered markup has both drawers closed.
    requestAnimationFrame(() => {
      if (section) scrollToSection(section);
      else if (menu === "nav") setNavOpen(true);
      else if (menu === "menu") setMenuOpen(true);
    });
  }, []);
  return (
    <header className="landing-header" style={{ "--header-fade": fade } as React.CSSProperties}>
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
          {loggedIn ? (
            <ButtonLink href={hrefTo("dashboard")} className="landing-header__cta">
              {t("menu.items.dashboard")}
            </ButtonLink>
          ) : (
            <ButtonLink href={loginHref} className="landing-header__cta">
              {t("actions.login")}
            </ButtonLink>
          )}
          <button
            type="button"
            className="icon-button landing-header__burger"
            aria-label={t("menu.open")}
            aria-haspopup="dialog"
            aria-expanded={navOpen}
            data-menu="nav"
            onClick={() => setNavOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <button
            type="button"
            className="icon-button landing-header__account"
            aria-label={t("menu.account")}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            data-menu="menu"
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="user" />
          </button>
        </div>
      </div>
      <Drawer open={navOpen} onClose={() => setNavOpen(false)} label={t("landingNav.label")}>
        <div className="drawer__top">
          <BrandLogo />
          <button
            type="button"
            className="icon-button"
            onClick={() => setNavOpen(false)}
            aria-label={t("menu.close")}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t("landingNav.label")}>
          <LandingSectionLinks listClassName="drawer__list" itemClassName="drawer__item" onGo={go} />
        </nav>
        <div className="drawer__guest">
          {meta.hostEntrance ? (
            <Button
              variant="secondary"
              block
              onClick={async () => {
                setNavOpen(false);
                await hostEntrance();
              }}
            >
              {t("actions.hostEntrance")}
            </Button>
          ) : null}
          {loggedIn ? null : <GuestAuthLinks />}
        </div>
        <div className="drawer__footer">
          <LanguageSelect id="landing-drawer-language" />
        </div>
      </Drawer>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
