import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BRAND } from "../../brand/brand.config";
import { CopyButton } from "../../components/copy/copy-button";
import { Icon } from "../../components/icons/icon";
import type { IconName } from "../../components/icons/icon-paths";
import { useUseCase } from "../../shell/screen-doors";
import { downloadQrPayload } from "./download-qr-payload";
import { detectInAppBrowser } from "./in-app-browser";
import { QrCode } from "./qr-code";
import "./download.css";

type TargetId = "ios" | "android" | "apk" | "web";

const ICONS: Record<TargetId, IconName> = {
  ios: "apple",
  android: "android",
  apk: "package",
  web: "browser",
};

/** /download: the four targets of PROD-DOWNLOAD-1, a locally drawn QR code of this page and the in-app hint. */
export default function DownloadScreen() {
  const { t } = useTranslation("download");
  const { t: tc } = useTranslation("common");
  // Version info is a nice-to-have: without it the page still offers every download.
  const [version] = useUseCase((services) => services.useCases.androidVersion.execute(), []);
  const android = version.status === "ready" ? version.value : null;
  const [hintOpen, setHintOpen] = useState(() => detectInAppBrowser(navigator.userAgent) !== null);
  const [pageUrl, setPageUrl] = useState(() => downloadQrPayload(location.href));

  useEffect(() => {
    const update = () => setPageUrl(downloadQrPayload(location.href));
    addEventListener("hashchange", update);
    return () => removeEventListener("hashchange", update);
  }, []);

  const links: Record<TargetId, string> = {
    ios: BRAND.links.appStore,
    android: BRAND.links.googlePlay,
    apk: android?.downloadUrl || BRAND.links.apk,
    web: BRAND.links.webApp,
  };
  const vars = { brand: BRAND.name, interpolation: { escapeValue: false } };

  return (
    <div className="download-page">
      {hintOpen ? (
        <aside className="inapp-hint" aria-labelledby="inapp-hint-title">
          <svg className="inapp-hint__arrow" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <path
              d="M8 40C20 38 34 28 38 10M38 10l-8 6M38 10l3 9"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h2 id="inapp-hint-title" className="inapp-hint__title">
            {t("inApp.title")}
          </h2>
          <p>{t("inApp.body")}</p>
          <button type="button" className="btn btn--secondary btn--md" onClick={() => setHintOpen(false)}>
            <span className="btn__label">{t("inApp.dismiss")}</span>
          </button>
        </aside>
      ) : null}

      <header className="download-hero">
        <h1 className="download-hero__title">{t("title", vars)}</h1>
        <p className="download-hero__lead">{t("lead")}</p>
      </header>

      <div className="download-grid">
        <ul className="download-targets">
          {(Object.keys(ICONS) as TargetId[]).map((id) => {
            const external = id !== "apk";
            return (
              <li key={id} className="download-target">
                <span className={`download-target__icon download-target__icon--${id}`}>
                  <Icon name={ICONS[id]} />
                </span>
                <div className="download-target__text">
                  <h2 className="download-target__name">{t(`targets.${id}.name`)}</h2>
                  {id === "apk" ? (
                    // The line is kept while the version loads so nothing below it (the QR code on
                    // phones) moves when it arrives.
                    <p className="download-target__meta" aria-hidden={android ? undefined : true}>
                      {android ? t("androidVersion", { version: android.versionName }) : "\u00a0"}
                    </p>
                  ) : null}
                  {id === "apk" ? <p className="download-target__note">{t("apkNote")}</p> : null}
                </div>
                <a
                  className="btn btn--primary btn--md download-target__action"
                  href={links[id]}
                  {...(external ? { target: "_blank", rel: "noopener noreferrer" } : { download: "" })}
                >
                  <span className="btn__label">{t(`targets.${id}.action`)}</span>
                  {external ? <span className="visually-hidden"> {t("newTab")}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>

        <section className="download-scan" aria-labelledby="download-scan-title">
          <div className="download-scan__code">
            <QrCode
              value={pageUrl}
              label={t("scan.alt", { url: pageUrl, interpolation: { escapeValue: false } })}
              size={208}
            />
          </div>
          <h2 id="download-scan-title" className="download-scan__title">
            {t("scan.title")}
          </h2>
          <p className="download-scan__body">{t("scan.body", vars)}</p>
          <p className="download-scan__link">
            <span className="download-scan__url">{pageUrl}</span>
            <CopyButton value={pageUrl} label={tc("actions.copyLink")} />
          </p>
        </section>

        {/* After the QR code in the page, so its arrival never pushes the code down on phones. */}
        {android?.updateContent ? (
          <section className="download-whatsnew" aria-labelledby="download-whatsnew-title">
            <h2 id="download-whatsnew-title" className="download-target__name">
              {t("androidWhatsNew")}
            </h2>
            <p>{android.updateContent}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
