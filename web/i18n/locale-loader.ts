import type { BackendModule, ReadCallback } from "i18next";

/**
 * Every locales/{lng}/{ns}.json of the web's namespaces becomes its own chunk through
 * import.meta.glob, so only the active locale's namespaces are ever downloaded, and only when a
 * screen asks for them. The CLI's and the server's strings (cli.json, server.json) are named out:
 * a wider pattern put them in the web build, where the service worker fetched them for nothing
 * (ADR-0370). A new web namespace is added here; tests/web/i18n/locale-loader.test.ts lists them.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
  "../../locales/*/{auth,common,creator,download,errors,landing,legal,support,validation}.json",
);

export function loaderKey(lng: string, ns: string): string {
  return `../../locales/${lng}/${ns}.json`;
}

/**
 * Starts downloading namespaces before i18next asks for them (the first screen's, at boot). The
 * backend's later read gets the same module, already there or on its way.
 */
export function preloadNamespaces(lng: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) loaders[loaderKey(lng, ns)]?.().catch(() => {});
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
