import { useTranslation } from "react-i18next";
import type { AndroidVersion } from "../../../core/sso/sso.schema";
import { BRAND } from "../../brand/brand.config";
import { Icon } from "../../components/icons/icon";
import type { IconName } from "../../components/icons/icon-paths";

type TargetId = "ios" | "android" | "apk" | "web";

const ICONS: Record<TargetId, IconName> = {
  ios: "apple",
  android: "android",
  apk: "package",
  web: "browser",
};

/** The four targets of PROD-DOWNLOAD-1, the APK's with its version once known. */
export function DownloadTargets({ android }: { readonly android: AndroidVersion | null }) {
  const { t } = useTranslation("download");
  const links: Record<TargetId, string> = {
    ios: BRAND.links.appStore,
    android: BRAND.links.googlePlay,
    apk: android?.downloadUrl || BRAND.links.apk,
    web: BRAND.links.webApp,
  };
  return (
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
  );
}
