import { useEffect } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../../core/locale/supported-locales";
import { BRAND } from "../../brand/brand.config";
import { operatorText } from "../../brand/operator-fields";
import { OPERATOR } from "../../brand/operator.config";
import { ButtonLink } from "../../components/form/button";
import { dateTimeFormat } from "../../i18n/intl-cache";
import { useLocale } from "../../i18n/locale-controller";
import { navigate } from "../../routes/hash-location";
import type { ScreenProps } from "../../routes/route-entry";
import { DocumentToc, scrollToSection } from "../../components/document/document-toc";
import { LEGAL_TYPES, legalPath, type LegalKind } from "../../components/document/legal-path";
import { RichText } from "../../components/document/rich-text";
import { LEGAL_LAST_UPDATED, legalOutline, resolveLegalParams } from "./legal-document";
import "../../components/document/document.css";
import { hrefTo } from "../../routes/href-to";

/**
 * What the documents' sentences name: the brand, its contact and the operator's details from
 * web/brand/operator.config.ts; an unset one reads as a neutral phrase written for its place in the
 * sentence, never as a bracketed placeholder (ADR-0143).
 */
function documentVars(t: TFunction<"legal">, lang: Locale) {
  const base = { brand: BRAND.name, email: BRAND.links.contactEmail, interpolation: { escapeValue: false } };
  const detail = (value: string | null, unsetKey: string) => value ?? t(`page.unset.${unsetKey}`, base);
  const name = operatorText(OPERATOR.legalName, lang);
  const registered = operatorText(OPERATOR.registeredAddress, lang);
  return {
    ...base,
    operator: name === null ? t("page.unset.operator", base) : [name, registered].filter(Boolean).join(", "),
    address: detail(operatorText(OPERATOR.postalAddress, lang), "address"),
    representative: detail(operatorText(OPERATOR.privacyRepresentative, lang), "representative"),
    law: detail(operatorText(OPERATOR.governingLaw, lang), "law"),
    forum: detail(operatorText(OPERATOR.disputeForum, lang), "forum"),
  };
}

/**
 * /privacy/{type}/{lang} and /eula/{type}/{lang}. The document is shown in the language of the
 * address (store listings link to a fixed language), whatever the interface language is.
 */
export default function LegalScreen({ route, params }: ScreenProps) {
  const kind: LegalKind = route.name === "eula" ? "eula" : "privacy";
  const { locale } = useLocale();
  const { type, lang, canonical } = resolveLegalParams(params.type, params.lang, locale);
  const { t } = useTranslation("legal", { lng: lang });

  useEffect(() => {
    if (!canonical) navigate(legalPath(kind, type, lang), { replace: true });
  }, [canonical, kind, type, lang]);

  const vars = documentVars(t, lang);
  const sectionKey = (id: string) =>
    id === "platform" ? `${kind}.platform.${type}` : `${kind}.sections.${id}`;
  const outline = legalOutline(kind).map((id, index) => ({
    id: `${kind}-${id}`,
    title: `${index + 1}. ${t(`${sectionKey(id)}.title`, vars)}`,
    body: t(`${sectionKey(id)}.body`, vars),
  }));
  const date = dateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`),
  );
  const other: LegalKind = kind === "privacy" ? "eula" : "privacy";

  return (
    <div className="doc-page" lang={lang}>
      <header className="doc-hero">
        <p className="doc-hero__eyebrow">
          {BRAND.name} · {t(`page.platforms.${type}`)}
        </p>
        <h1 className="doc-hero__title" id="doc-top" tabIndex={-1}>
          {t(`${kind}.title`)}
        </h1>
        <p className="doc-hero__meta">{t("page.lastUpdated", { date })}</p>
      </header>
      <div className="doc-layout">
        <aside className="doc-aside">
          <DocumentToc label={t("page.contents")} entries={outline} numbered={false} />
          <nav className="doc-switch" aria-label={t("page.versionLabel")}>
            <p className="doc-switch__label">{t("page.versionLabel")}</p>
            <ul>
              {LEGAL_TYPES.map((option) => (
                <li key={option}>
                  <a
                    href={`#${legalPath(kind, option, lang)}`}
                    aria-current={option === type ? "page" : undefined}
                  >
                    {t(`page.platforms.${option}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <article className="doc-body" aria-labelledby="doc-top">
          <p className="doc-lead">{t(`${kind}.intro`, vars)}</p>
          {outline.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="doc-section"
              aria-labelledby={`${section.id}-title`}
              tabIndex={-1}
            >
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <RichText text={section.body} />
            </section>
          ))}
          <footer className="doc-footer">
            <p className="doc-footer__label">{t("page.otherDocuments")}</p>
            <a href={`#${legalPath(other, type, lang)}`}>{t(`${other}.title`)}</a>
            <div className="doc-footer__actions">
              <ButtonLink href={hrefTo("home")} variant="secondary">
                {t("page.backHome")}
              </ButtonLink>
              <a
                href="#doc-top"
                className="doc-footer__top"
                onClick={(event) => scrollToSection(event, "doc-top")}
              >
                {t("page.backToTop")}
              </a>
            </div>
          </footer>
        </article>
      </div>
    </div>
  );
}
