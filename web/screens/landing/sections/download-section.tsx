import { useTranslation } from "react-i18next";
import { BRAND } from "../../../brand/brand.config";
import { Icon } from "../../../components/icons/icon";
import type { IconName } from "../../../components/icons/icon-paths";
import { useUseCase } from "../../../shell/screen-doors";
import { hrefTo } from "../../../routes/href-to";

interface Target {
  readonly id: "ios" | "android" | "apk" | "web";
  readonly icon: IconName;
  readonly href: string;
  readonly detail?: string;
}

/** The four download targets; the APK shows the version fetched on visiting home (ROUTE-HOME-3). */
export function DownloadSection() {
  const { t } = useTranslation("landing");
  const [android] = useUseCase((services) => services.useCases.androidVersion.execute(), []);
  const apkDetail =
    android.status === "ready"
      ? t("download.version", { version: android.value.versionName })
      : android.status === "loading"
        ? t("download.versionLoading")
        : t("download.versionUnknown");
  const apkHref =
    android.status === "ready" && android.value.downloadUrl ? android.value.downloadUrl : BRAND.links.apk;
  const targets: Target[] = [
    { id: "ios", icon: "apple", href: BRAND.links.appStore },
    { id: "android", icon: "android", href: BRAND.links.googlePlay },
    { id: "apk", icon: "package", href: apkHref, detail: apkDetail },
    { id: "web", icon: "browser", href: BRAND.links.webApp },
  ];
  return (
    <section id="download" className="section" aria-labelledby="download-title">
      <div className="container">
        <div className="download">
          <header className="section__head section__head--left">
            <p className="section__eyebrow">{t("download.eyebrow")}</p>
            <h2 id="download-title" className="section__title">
              {t("download.title")}
            </h2>
            <p className="section__lead">{t("download.lead")}</p>
            <a className="download__more" href={hrefTo("download")}>
              {t("download.scanQr")}
              <Icon name="arrowRight" className="btn__icon" />
            </a>
          </header>
          <ul className="download__targets">
            {targets.map((target) => (
              <li key={target.id}>
                <a className="download__target" href={target.href} target="_blank" rel="noopener noreferrer">
                  <Icon name={target.icon} className="download__icon" />
                  <span className="download__text">
                    <span className="download__label">{t(`download.targets.${target.id}.label`)}</span>
                    <span className="download__detail">
                      {target.detail ?? t(`download.targets.${target.id}.detail`)}
                    </span>
                  </span>
                  <Icon name="download" className="download__arrow" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
