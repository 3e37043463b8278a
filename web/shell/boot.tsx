/**
 * Entry, started by the boot script on the visitor's first intent (ADR-0450): the language, i18n
 * and the first screen's downloads, then the shell; the composition root follows in its own chunk
 * once the first screen is shown (ADR-0099).
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { LocalStorageStore } from "../../adapters/storage/local-storage-store";
import { App } from "../app";
import { startAttributionCapture } from "../attribution/attribution-session";
import { startHistoryDepth } from "../routes/history-depth";
import { DialogStore } from "../components/dialog/dialog-store";
import { ToastStore } from "../components/toast/toast-store";
import { EMBEDDED_TEXT_ID, parseEmbeddedText, type EmbeddedText } from "../i18n/embedded-text";
import { startI18n } from "../i18n/i18n";
import { createLocaleController } from "../i18n/locale-controller";
import { rememberDisplayMode } from "../pwa/display-mode";
import { currentHashLocation, navigate } from "../routes/hash-location";
import { splitLocation } from "../routes/route-path";
import { settleFirstScreen } from "./start/first-screen-route";
import { prefetchLocation, prefetchOnIntent, prefetchWhenIdle } from "./start/prefetch-screens";
import { prefetchListFor } from "../routes/route-table";
import { SERVICES_LEFT_TO_BROWSER } from "./prerender/first-screen";
import { bootLocale, FIRST_HASH_ATTRIBUTE, FIRST_SCREEN_ATTRIBUTE } from "./prerender/first-screen-boot";
import { createReactionExecutor } from "../services/reaction-executor";
import { createServicesHandle } from "./services/services-context";
import { nextTask } from "./services/next-task";
import { startServices } from "./services/start-services";
import { bootPreferences } from "./boot-preferences";
import { keepBootPreferences } from "./kept-preferences";
import "../styles/tokens.css";
import "../styles/base.css";

const hashQuery = () => new URLSearchParams(splitLocation(currentHashLocation()).search);

/** The prerendered screen the HTML shows, with its text, for React to hydrate; null if none fits. */
function prerenderedFirstScreen(locale: string): { text: EmbeddedText } | null {
  const html = document.documentElement;
  const screen = html.dataset[FIRST_SCREEN_ATTRIBUTE];
  if (!screen || screen === "none" || html.lang !== locale) return null;
  // The visitor followed a link before the app woke (ADR-0450): the markup is another route's.
  if (html.dataset[FIRST_HASH_ATTRIBUTE] !== location.hash) return null;
  settleRedirects(locale);
  const text = parseEmbeddedText(document.getElementById(EMBEDDED_TEXT_ID)?.textContent);
  return text ? { text } : null;
}

/**
 * The boot script followed the route's redirects (`/` → `/home`) to pick the markup: React's first
 * render must be that screen, not the redirect (a mismatch threw the markup away).
 */
function settleRedirects(locale: string): void {
  const here = currentHashLocation();
  const { location, route } = settleFirstScreen(here, locale);
  if (route !== null && location !== here) history.replaceState(history.state, "", `#${location}`);
}

/** A boundary the build left to the browser on purpose (it needs the services), not a failure. */
const leftToBrowser = (error: unknown): boolean =>
  error instanceof Error && "digest" in error && error.digest === SERVICES_LEFT_TO_BROWSER;

async function boot(): Promise<void> {
  startAttributionCapture();
  startHistoryDepth();
  // The one store this boot touches; the shell gets only these named preferences (ADR-0430).
  const preferences = bootPreferences(new LocalStorageStore());
  keepBootPreferences(preferences);
  const locale = bootLocale({
    hash: location.hash,
    search: location.search,
    storedLocale: preferences.locale.read(),
    browserLanguages: navigator.languages ?? [],
  });
  const prerendered = prerenderedFirstScreen(locale);
  const i18nReady = startI18n(locale, prerendered?.text);
  // The first screen's chunk and text download beside the entry's own (one round trip, not three).
  prefetchLocation(currentHashLocation(), {
    locale: () => locale,
    hasNamespace: (ns) => Object.hasOwn(prerendered?.text ?? {}, ns),
  });
  const i18n = await i18nReady;
  const localeController = createLocaleController(i18n, preferences.locale);
  // Loaded beside the first render, in tasks of their own (start-services.ts).
  const services = createServicesHandle();
  void startServices(services, { language: () => i18n.language, query: hashQuery });
  const feedback = { dialogs: new DialogStore(), toasts: new ToastStore() };
  const reactions = createReactionExecutor({
    ...feedback,
    t: (key, values) => i18n.t(key, values),
    loadNamespaces: (namespaces) => i18n.loadNamespaces([...namespaces]),
    navigate,
    logout: () => services.current.value?.auth.clear(),
  });
  const container = document.getElementById("root");
  if (!container) return;
  const app = <App services={services} feedback={feedback} reactions={reactions} locale={localeController} />;
  // A transition, so React works in short slices, not one long task (ADR-0096).
  if (prerendered)
    startTransition(
      () =>
        void hydrateRoot(container, app, {
          onRecoverableError: (error) => {
            if (!leftToBrowser(error)) reportError(error);
          },
        }),
    );
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  rememberDisplayMode(preferences.displayMode);

  // The next screen's code arrives before it is asked for: on intent on its link, and the manifest's
  // `prefetchFrom` screens once the services are in and the browser is idle (ADR-0125).
  const prefetch = {
    locale: () => i18n.language,
    hasNamespace: (ns: string) => i18n.hasResourceBundle(i18n.language, ns),
  };
  prefetchOnIntent(prefetch);
  const firstRoute = settleFirstScreen(currentHashLocation(), locale).route;
  const stop = services.current.subscribe((ready) => {
    if (!ready) return;
    queueMicrotask(() => stop());
    prefetchWhenIdle(firstRoute === null ? [] : prefetchListFor(firstRoute), prefetch);
  });
}

// Evaluating the entry's modules is one task; starting in it too made the page's longest (ADR-0123).
void nextTask().then(boot);
