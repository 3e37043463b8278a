import { useTranslation } from "react-i18next";

/** In an in-app browser, which often blocks downloads (in-app-browser.ts): asks to reopen the page in the real one. */
export function InAppHint({ onDismiss }: { readonly onDismiss: () => void }) {
  const { t } = useTranslation("download");
  return (
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
      <button type="button" className="btn btn--secondary btn--md" onClick={onDismiss}>
        <span className="btn__label">{t("inApp.dismiss")}</span>
      </button>
    </aside>
  );
}
