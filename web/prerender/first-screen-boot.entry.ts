// The inline boot script of the prerendered HTML (see first-screen-boot.ts). Storage may be
// blocked (privacy modes): then the stored language simply does not count.
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { applyFirstScreen, chooseFirstScreen, FIRST_SCREEN_ATTRIBUTE } from "./first-screen-boot";

const readStoredLocale = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEYS.locale);
  } catch {
    return null;
  }
};
const choice = chooseFirstScreen({
  hash: location.hash,
  search: location.search,
  storedLocale: readStoredLocale(),
  browserLanguages: navigator.languages ?? [],
  documentLocale: document.documentElement.lang,
  offline: navigator.onLine === false,
});
applyFirstScreen(
  choice,
  {
    root: document.getElementById("root"),
    template: (id) => {
      const element = document.getElementById(id);
      return element instanceof HTMLTemplateElement ? element : null;
    },
    mark: (value) => (document.documentElement.dataset[FIRST_SCREEN_ATTRIBUTE] = value),
    goTo: (url) => location.replace(url),
  },
  location,
);
