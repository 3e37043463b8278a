import type { BackendModule, ReadCallback } from "i18next";

/**
 * Every locales/{lng}/{ns}.json becomes its own chunk through import.meta.glob, so only the active
 * locale's namespaces are ever downloaded, and only when a screen asks for them.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

export function loaderKey(lng: string, ns: string): string {
  return `../../locales/${lng}/${ns}.json`;
}

export const lazyLocaleBackend: BackendModule = {
  type: "backend",
  callbackApi: true,
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = loaders[loaderKey(lng, ns)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
