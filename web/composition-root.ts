/**
 * The web composition root: the only web file that knows inversify and the adapter modules.
 * Loaded as its own chunk once the first screen is shown (web/main.tsx) so inversify, effect/Schema
 * and ofetch stay out of the first-load budget (docs/decisions.md "Web shell and landing").
 */
import { Container } from "inversify";
import type { AuthState } from "../core/auth/auth-state";
import type { LogoutUseCase } from "../core/auth/logout.use-case";
import type { AndroidVersionUseCase } from "../core/content/android-version.use-case";
import type { AnnouncementsUseCase } from "../core/content/announcements.use-case";
import type { HostEntranceUseCase } from "../core/host/host-entrance.use-case";
import type { Cipher } from "../core/ports/cipher.port";
import type { Clock } from "../core/ports/clock.port";
import type { KeyValueStore } from "../core/ports/key-value-store.port";
import type { RealtimeSocket } from "../core/ports/realtime-socket.port";
import { browserDeviceLabel } from "../adapters/device/browser-device-context";
import { RUNTIME_CONFIG_FILE, loadRuntimeConfig } from "../adapters/config/runtime-config-file";
import { DEFAULT_APP_CONFIG, resolveAppConfig, useCaseConfigFrom } from "../adapters/modules/app-config";
import { browserModule } from "../adapters/modules/browser.module";
import { PORT_TOKENS as P } from "../adapters/modules/port-tokens";
import type { UseCaseConfig } from "../adapters/modules/use-case-config";
import { USE_CASE_TOKENS as U } from "../adapters/modules/use-case-tokens";
import { useCasesModule } from "../adapters/modules/use-cases.module";
import { browserResume, linkChatToToken } from "./chat/chat-link";
import { chatSessionOpener } from "./chat/chat-session-opener";
import { chatSocketUrl } from "./chat/chat-socket-url";
import { attributionKeeper } from "./attribution/attribution-session";
import type { AppServices } from "./services/app-services";

export interface CompositionOptions {
  /** The UI language now (sent as Accept-Language). */
  readonly language: () => string;
  /** The in-hash query, for x-group-link and X-Market-Code. */
  readonly query: () => URLSearchParams;
}

/** Ends the current task, so building the container never holds the main thread for long. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Builds the container step by step, each step its own task (loading the adapter modules,
 * then the use-cases, then resolving): together they took one ~180 ms task on a throttled phone.
 */
export async function composeServices(options: CompositionOptions): Promise<AppServices> {
  // A build may name another third-party source (VITE_THIRD_PARTY_SOURCE; empty accepts none).
  const thirdParty: unknown = import.meta.env.VITE_THIRD_PARTY_SOURCE;
  // The operator's per-deployment settings, beside index.html (adapters/config/runtime-config-file.ts).
  const runtime = await loadRuntimeConfig(new URL(RUNTIME_CONFIG_FILE, location.href).href);
  const config = resolveAppConfig(
    {
      // The same classifier as deviceType (9/8), so the header and the body never disagree.
      device: browserDeviceLabel(),
      ...(typeof thirdParty === "string" ? { acceptedThirdPartySource: [thirdParty] } : {}),
    },
    { ...DEFAULT_APP_CONFIG, allowedCallbackOrigins: [location.origin, ...runtime.callbackOrigins] },
  );
  const container = new Container();
  container.load(
    browserModule(config, {
      language: options.language,
      // The session's kept values (captured from every route), not only this URL's: issue 13.
      groupLink: () => attributionKeeper.current().groupLink,
      marketCode: () => attributionKeeper.current().marketCode,
    }),
  );
  await nextTask();
  container.bind<UseCaseConfig>(U.UseCaseConfig).toConstantValue(useCaseConfigFrom(config, location.origin));
  container.load(useCasesModule);
  await nextTask();

  const auth = container.get<AuthState>(U.AuthState);
  // Follows the token from here on: a stored login starts the chat socket now, after first paint.
  const chat = linkChatToToken(
    auth.token,
    chatSessionOpener({
      socket: () => container.get<RealtimeSocket>(P.RealtimeSocket),
      clock: () => container.get<Clock>(P.Clock),
      cipher: () => container.getAsync<Cipher>(P.Cipher),
      url: chatSocketUrl(config.socketUrl, location.origin),
    }),
    browserResume,
  );
  await nextTask();

  return {
    auth,
    chat,
    store: container.get<KeyValueStore>(P.KeyValueStore),
    clock: container.get<Clock>(P.Clock),
    useCases: {
      logout: container.get<LogoutUseCase>(U.Logout),
      announcements: container.get<AnnouncementsUseCase>(U.Announcements),
      androidVersion: container.get<AndroidVersionUseCase>(U.AndroidVersion),
      hostEntrance: container.get<HostEntranceUseCase>(U.HostEntrance),
    },
    get: <T>(token: symbol) => container.get<T>(token),
  };
}
