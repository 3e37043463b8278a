import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import common from "../../../locales/en-US/common.json";

/** An i18next instance with the real en-US common namespace, so components render real labels. */
export async function testI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: "en-US",
    fallbackLng: false,
    ns: ["common"],
    defaultNS: "common",
    resources: { "en-US": { common } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
