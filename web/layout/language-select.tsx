import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NATIVE_LOCALE_NAMES } from "../i18n/native-names";
import { isLocale, SUPPORTED_LOCALES } from "../../core/locale/supported-locales";
import { useLocale } from "../i18n/locale-controller";
import { Icon } from "../components/icons/icon";
import { useToasts } from "../components/feedback/feedback-context";
import { currentHashLocation, navigate } from "../routes/hash-location";
import { joinLocation, splitLocation } from "../routes/route-path";
import { EARLY_LANGUAGE } from "../shell/app-doors";

/**
 * ROUTE-LANG-1: the address says the language chosen, so a reload or a shared link opens in it
 * rather than in the `lang` it was opened with, which would override the saved choice (ADR-0383).
 * Replaces the entry: a language switch is not a step Back should undo.
 */
function showLanguageInAddress(locale: string): void {
  const { path: current, search } = splitLocation(currentHashLocation());
  // A legal document is in the language of its address (/privacy/{type}/{lang}): the choice moves
  // it to that language too, else the header would say one language and the page another (ADR-0402).
  const path = current.replace(/^\/(privacy|eula)\/([^/]+)\/[^/]+$/, `/$1/$2/${locale}`);
  const query = new URLSearchParams(search);
  if (query.get("lang") === locale && path === current) return;
  query.set("lang", locale);
  navigate(joinLocation(path, query), { replace: true });
}

/** All seven languages by their native names; the choice is saved (DATA-STORAGE-1 locale key). */
export function LanguageSelect({ id, compact }: { id: string; compact?: boolean }) {
  const { t } = useTranslation("common");
  const { locale, setLocale } = useLocale();
  const toasts = useToasts();
  // An action's failure is a toast (ADR-0171, one pattern per kind of event), said in the language
  // the page is still in.
  const choose = async (next: Parameters<typeof setLocale>[0]) => {
    if (await setLocale(next)) showLanguageInAddress(next);
    else toasts.error(t("language.switchFailed", { language: NATIVE_LOCALE_NAMES[next] }));
  };
  // A language picked before the app was live (kept by the boot script) is applied now; the
  // page's other selects find it taken.
  useEffect(() => {
    const early = EARLY_LANGUAGE.take(document.documentElement);
    if (isLocale(early) && early !== locale) void choose(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the select goes live
  }, []);
  return (
    <div className={`language-select ${compact ? "language-select--compact" : ""}`}>
      <label htmlFor={id} className={compact ? "visually-hidden" : "language-select__label"}>
        {t("language.label")}
      </label>
      <div className="language-select__box">
        <Icon name="globe" className="language-select__icon" />
        <select
          id={id}
          data-early-language=""
          className="language-select__control"
          value={locale}
          onChange={(e) => {
            if (isLocale(e.target.value)) void choose(e.target.value);
          }}
        >
          {SUPPORTED_LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {NATIVE_LOCALE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
