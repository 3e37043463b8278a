import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import type { RouteMeta } from "../routes/route-meta";
import { AppFooter } from "./app-footer";
import { AppHeader } from "./app-header";
import { LandingHeader } from "./landing-header";
import "./layout.css";

/** Header, main and footer as the route's meta asks (hideHeader, hideFooter, landingHeader). */
export function ShellLayout({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <div className="app-shell">
      {/* A route-less target (ADR-0404): with no script at all the browser scrolls to #main itself; the
          boot script (before the app) and this handler (after) move the focus there and keep the
          address, which is the hash router's. */}
      <a
        className="skip-link"
        href="#main"
        data-skip-to="main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        {t("actions.skipToContent")}
      </a>
      {meta.landingHeader ? (
        <LandingHeader meta={meta} />
      ) : meta.hideHeader ? null : (
        <AppHeader meta={meta} />
      )}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      {meta.hideFooter ? null : <AppFooter />}
    </div>
  );
}
