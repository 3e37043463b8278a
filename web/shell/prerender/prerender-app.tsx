/**
 * Build-time render of the first screens (scripts/prerender.mjs, through Vite's SSR build): the real
 * App at an in-hash location and locale, so the browser's first render hydrates it in place. What
 * waits for the services, which never exist here, is left as its Suspense fallback.
 */
import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { prerender } from "react-dom/static";
import { App } from "../../app";
import { DialogStore } from "../../components/dialog/dialog-store";
import { ToastStore } from "../../components/toast/toast-store";
import type { LocaleController } from "../../i18n/locale-controller";
import { setPrerenderLocation } from "../../routes/hash-location";
import { createReactionExecutor } from "../../services/reaction-executor";
import { createServicesHandle } from "../services/services-context";
import type { Locale } from "../../../core/locale/supported-locales";
import { SERVICES_LEFT_TO_BROWSER } from "./first-screen";

export { firstScreens, firstScreenNamespaces, DEFAULT_FIRST_SCREEN } from "./first-screen";
// From the boot script's own module, so the build and the boot script cannot disagree (ADR-0445).
export { SCREEN_MARKUP_TYPE, screenMarkupId } from "./first-screen-boot";

/** Thrown into whatever needs the services, which do not exist at build time. */
class NoServicesAtBuildTime extends Error {}

// One instance for every render: each adds its language's text and switches to it.
const i18nReady = i18next.use(initReactI18next).init({
  resources: {},
  fallbackLng: false,
  defaultNS: "common",
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  returnNull: false,
});

async function switchLocale(locale: Locale, resources: Resource): Promise<void> {
  await i18nReady;
  for (const [lng, namespaces] of Object.entries(resources))
    for (const [ns, bundle] of Object.entries(namespaces))
      i18next.addResourceBundle(lng, ns, bundle, true, true);
  await i18next.changeLanguage(locale);
}

const fixedLocale = (locale: Locale): LocaleController => ({
  current: () => locale,
  change: async () => true,
  subscribe: () => () => {},
});

/** The markup of #root for one first screen in one language. */
export async function renderFirstScreen(
  location: string,
  locale: Locale,
  resources: Resource,
): Promise<string> {
  await switchLocale(locale, resources);
  setPrerenderLocation(location);
  const services = createServicesHandle();
  services.fail(new NoServicesAtBuildTime());
  const feedback = { dialogs: new DialogStore(), toasts: new ToastStore() };
  const reactions = createReactionExecutor({
    ...feedback,
    t: (key) => i18next.t(key),
    loadNamespaces: async () => {},
    navigate: () => {},
    logout: () => {},
  });
  const problems: unknown[] = [];
  try {
    const { prelude } = await prerender(
      <App services={services} feedback={feedback} reactions={reactions} locale={fixedLocale(locale)} />,
      {
        // Never streamed: an out-of-order boundary needs an inline script, which the CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          if (error instanceof NoServicesAtBuildTime) return SERVICES_LEFT_TO_BROWSER;
          problems.push(error);
          return undefined;
        },
      },
    );
    const html = await new Response(prelude).text();
    if (problems.length > 0)
      throw new Error(`prerender of ${location} (${locale}) failed`, { cause: problems[0] });
    return html;
  } finally {
    setPrerenderLocation(null);
  }
}
