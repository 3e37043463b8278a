import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BRAND } from "../brand/brand.config";
import { useServices } from "../shell/app-doors";
import { useLocale } from "../i18n/locale-controller";
import { hrefTo } from "../routes/href-to";

/** Copyright range from 2018 to the current year, read from the clock (SHELL-FOOTER-1, LIMIT-COPYRIGHT-1). */
export function copyrightRange(since: number, nowMs: number): string {
  const year = new Date(nowMs).getFullYear();
  return year > since ? `${since}–${year}` : String(since);
}

export function AppFooter() {
  const { t } = useTranslation("common");
  const { locale } = useLocale();
  const services = useServices();
  // Until the services (and their clock) arrive, the year is read once when the footer mounts.
  const [mountedAt] = useState(() => Date.now());
  const now = services ? services.now() : mountedAt;
  return (
    <footer className="app-footer">
      <nav aria-label={t("footer.legalNav")} className="app-footer__links">
        <a href={hrefTo("privacy", { type: "Android", lang: locale })}>{t("footer.privacy")}</a>
        <a href={hrefTo("eula", { type: "Android", lang: locale })}>{t("footer.terms")}</a>
        <a href={hrefTo("supportArticle")}>{t("footer.support")}</a>
        <a href={hrefTo("download")}>{t("footer.download")}</a>
      </nav>
      <p className="app-footer__copy">
        © {copyrightRange(BRAND.copyrightSince, now)} {BRAND.name}. {t("footer.rights")}
      </p>
    </footer>
  );
}
