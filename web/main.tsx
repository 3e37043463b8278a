/**
 * Entry: resolves the language, starts i18n and the first screen's downloads, renders the shell,
 * loads the composition root (inversify + adapters) in its own chunk once the first screen is shown,
 * and registers the service worker after `load`. See docs/decisions.md "Web shell and landing" for why the container is deferred.
 */
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { LocalStorageStore } from "../adapters/storage/local-storage-store";
import { resolveLocale } from "../core/locale/resolve-locale";
import { STORAGE_KEYS } from "../core/storage/storage-keys";
import { App } from "./app";
import { startAttributionCapture } from "./attribution/attribution-session";
import { DialogStore } from "./components/dialog/dialog-store";
import { ToastStore } from "./components/toast/toast-store";
import { startI18n } from "./i18n/i18n";
import { createLocaleController } from "./i18n/locale-controller";
import { rememberDisplayMode } from "./pwa/display-mode";
import { registerServiceWorker } from "./pwa/register-service-worker";
import { currentHashLocation, navigate } from "./routes/hash-location";
import { splitLocation } from "./routes/route-path";
import { prepareFirstScreen } from "./routes/prepare-first-screen";
import { createReactionExecutor } from "./services/reaction-executor";
import { createServicesHandle } from "./services/services-context";
import { startServices } from "./services/start-services";
import "./styles/tokens.css";
import "./styles/base.css";

const hashQuery = () => new URLSearchParams(splitLocation(currentHashLocation()).search);

async function boot(): Promise<void> {
  startAttributionCapture();
  const store = new LocalStorageStore();
  const queryLang = hashQuery().get("lang") ?? new URLSearchParams(location.search).get("lang");
  const locale = resolveLocale({
    queryLang,
    stored: store.get(STORAGE_KEYS.locale),
    browserLanguages: navigator.languages ?? [],
  });
  const i18nReady = startI18n(locale);
  prepareFirstScreen(currentHashLocation(), locale);
  const i18n = await i18nReady;
  const localeController = createLocaleController(i18n, store);
  // Loaded and built once the first screen is on screen (or a screen needs them to render), so their
  // work never delays the screen itself: web/services/start-services.ts (cost in docs/decisions.md).
  const services = createServicesHandle(undefined, () =>
    requestAnimationFrame(() =>
      setTimeout(() => void startServices(services, { language: () => i18n.language, query: hashQuery }), 0),
    ),
  );
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
  // The first render runs as a transition so React renders it in short slices instead of one long
  // task (Lighthouse TBT; before/after in docs/decisions.md "Performance"). Nothing is on screen
  // yet, so deferring it hides nothing.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <App services={services} feedback={feedback} reactions={reactions} locale={localeController} />,
    ),
  );
  rememberDisplayMode(store);

  registerServiceWorker();
}

void boot();
