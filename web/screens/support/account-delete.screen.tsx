import { useTranslation } from "react-i18next";
import { BRAND } from "../../brand/brand.config";
import { ButtonLink } from "../../components/form/button";
import { useLocale } from "../../i18n/locale-controller";
import { DocumentToc } from "../../components/document/document-toc";
import { legalPath } from "../../components/document/legal-path";
import { RichText } from "../../components/document/rich-text";
import "../../components/document/document.css";
import "./support.css";
import { hrefTo } from "../../routes/href-to";

/** Sections of the help article, in reading order; `ordered` ones are steps to follow. */
const SECTIONS: readonly { id: string; key: string; ordered?: boolean }[] = [
  { id: "before", key: "before.items" },
  { id: "app", key: "app.steps", ordered: true },
  { id: "web", key: "web.steps", ordered: true },
  { id: "removes", key: "removes.items" },
  { id: "keeps", key: "keeps.items" },
  { id: "waiting", key: "waiting.body" },
  { id: "contact", key: "contact.body" },
];

/** /support/articles/account-delete: how to delete an account (PROD-PAGES-1, app and PC instructions). */
export default function AccountDeleteScreen() {
  const { t } = useTranslation("support");
  const { locale } = useLocale();
  const vars = { brand: BRAND.name, email: BRAND.links.contactEmail, interpolation: { escapeValue: false } };
  const entries = SECTIONS.map((s) => ({ id: `delete-${s.id}`, title: t(`accountDelete.${s.id}.title`) }));

  return (
    <div className="doc-page">
      <header className="doc-hero">
        <p className="doc-hero__eyebrow">
          {BRAND.name} · {t("page.helpCentre")}
        </p>
        <h1 className="doc-hero__title" id="doc-top" tabIndex={-1}>
          {t("accountDelete.title")}
        </h1>
        <p className="doc-lead">{t("accountDelete.intro", vars)}</p>
      </header>
      <div className="doc-layout">
        <aside className="doc-aside">
          <DocumentToc label={t("page.contents")} entries={entries} numbered={false} />
        </aside>
        <article className="doc-body" aria-labelledby="doc-top">
          {SECTIONS.map((s) => (
            <section
              key={s.id}
              id={`delete-${s.id}`}
              className={`doc-section ${s.ordered ? "doc-section--steps" : ""}`}
              aria-labelledby={`delete-${s.id}-title`}
              tabIndex={-1}
            >
              <h2 id={`delete-${s.id}-title`}>{t(`accountDelete.${s.id}.title`)}</h2>
              <RichText text={t(`accountDelete.${s.key}`, vars)} ordered={s.ordered} />
            </section>
          ))}
          <footer className="doc-footer">
            <div className="doc-footer__actions">
              <ButtonLink href={`mailto:${BRAND.links.contactEmail}`}>{t("page.emailSupport")}</ButtonLink>
              <ButtonLink href={hrefTo("home")} variant="secondary">
                {t("page.backHome")}
              </ButtonLink>
            </div>
            <a href={`#${legalPath("privacy", "Android", locale)}`}>{t("page.privacyLink")}</a>
          </footer>
        </article>
      </div>
    </div>
  );
}
