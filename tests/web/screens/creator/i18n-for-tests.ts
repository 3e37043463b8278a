import fs from "node:fs";
import path from "node:path";
import i18next, { type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";

/** A real i18next over the real locale files, synchronously, for component tests. */
export async function i18nFor(lng: string, namespaces: readonly string[]): Promise<I18n> {
  const resources: Resource = { [lng]: {} };
  for (const ns of namespaces) {
    resources[lng]![ns] = JSON.parse(fs.readFileSync(path.resolve("locales", lng, `${ns}.json`), "utf8"));
  }
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources,
    ns: [...namespaces],
    defaultNS: namespaces[0],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
