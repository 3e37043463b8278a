import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BRAND } from "../../brand/brand.config";
import { CopyButton } from "../../components/copy/copy-button";
import { useUseCase } from "../../shell/screen-doors";
import { downloadQrPayload } from "./download-qr-payload";
import { DownloadTargets } from "./download-targets";
import { detectInAppBrowser } from "./in-app-browser";
import { InAppHint } from "./in-app-hint";
import { QrCode } from "./qr-code";
import "./download.css";

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

  const vars = { brand: BRAND.name, interpolation: { escapeValue: false } };

  return (
    <div className="download-page">
      {hintOpen ? <InAppHint onDismiss={() => setHintOpen(false)} /> : null}

      <header className="download-hero">
        <h1 className="download-hero__title">{t("title", vars)}</h1>
        <p className="download-hero__lead">{t("lead")}</p>
      </header>

      <div className="download-grid">
        <DownloadTargets android={android} />

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
