import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BRAND } from "../brand/brand.config";

/** document.title follows the route and the language: "Log in · Lumen"; home is the brand alone. */
export function useDocumentTitle(titleKey: string | null): void {
  const { t, i18n } = useTranslation("common");
  const language = i18n.language;
  useEffect(() => {
    if (!titleKey) return;
    const title = t(titleKey);
    document.title = titleKey.endsWith(".home")
      ? `${BRAND.name}${BRAND.titleSeparator}${title}`
      : `${title}${BRAND.titleSeparator}${BRAND.name}`;
  }, [titleKey, t, language]);
}
