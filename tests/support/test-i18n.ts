import { readFileSync } from "node:fs";
import path from "node:path";
import i18next, { type i18n as I18n, type ResourceLanguage } from "i18next";
import { initReactI18next } from "react-i18next";

const LOCALES = path.resolve(import.meta.dirname, "../../locales");

/**
 * The one i18next for component tests: a fresh instance over the real locale files, so components
 * render the texts users read. No fallback language: a missing key shows as the key and fails the
 * assertion that looked for the text.
 */
export async function testI18n(lng = "en-US", namespaces: readonly string[] = ["common"]): Promise<I18n> {
  const language: ResourceLanguage = {};
  for (const ns of namespaces) {
    const parsed: unknown = JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), "utf8"));
    if (typeof parsed !== "object" || parsed === null) throw new Error(`${lng}/${ns}.json is not an object`);
    language[ns] = parsed;
  }
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: namespaces[0],
    resources: { [lng]: language },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
