import { useTranslation } from "react-i18next";
import { Button } from "../components/form/button";
import { BrandLogo } from "./brand-logo";
import { closeDrawer, Drawer } from "./drawer";
import { GuestAuthLinks } from "./guest-auth-links";
import { LandingSectionLinks } from "./landing-section-links";
import { LanguageSelect } from "./language-select";

/** The landing's section drawer: its burger button names it as the `popoverTarget`. */
export const LANDING_NAV_ID = "landing-nav";

/**
 * The landing's phone drawer (SHELL-LANDING-1): the section links, the host entrance where the route
 * enables it, log in and sign up for a guest, and the language.
 */
export function LandingNavDrawer({
  onGo,
  hostEntrance,
  loggedIn,
}: {
  onGo: (sectionId: string) => void;
  hostEntrance: (() => Promise<void>) | null;
  loggedIn: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <Drawer id={LANDING_NAV_ID} label={t("landingNav.label")} top={<BrandLogo />}>
      <nav aria-label={t("landingNav.label")}>
        <LandingSectionLinks listClassName="drawer__list" itemClassName="drawer__item" onGo={onGo} />
      </nav>
      <div className="drawer__guest">
        {hostEntrance ? (
          <Button
            variant="secondary"
            block
            onClick={async () => {
              closeDrawer(LANDING_NAV_ID);
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
  );
}
