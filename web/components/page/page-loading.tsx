import { useTranslation } from "react-i18next";

/** The loading look of a page or a lazily loaded screen. */
export function PageLoading() {
  const { t } = useTranslation("common");
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("status.loading")}</span>
    </div>
  );
}
