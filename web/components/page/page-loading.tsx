import { useTranslation } from "react-i18next";

/** The loading look of a page or a lazily loaded screen; `className` places it elsewhere (a card). */
export function PageLoading({ className = "page-loading" }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <div className={className} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("status.loading")}</span>
    </div>
  );
}
