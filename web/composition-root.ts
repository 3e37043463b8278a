/**
 * The web composition root: the only web file that knows the adapter modules. Loaded as its own
 * chunk once the first screen is shown (web/main.tsx) so effect/Schema and ofetch stay out of the
 * first paint (ADR-0099). No inversify here: the browser resolves the port table
 * (adapters/modules/port-table.ts) with `lazyPorts`, ~21 KB gzip less on every route (ADR-0360).
 */
import { browserDeviceLabel } from "../adapters/device/browser-device-context";
import { RUNTIME_CONFIG_FILE } from "../core/contract/runtime-config-file";
import { runtimeConfigOnce } from "../adapters/config/runtime-config-once";
import { DEFAULT_APP_CONFIG, resolveAppConfig } from "../adapters/modules/app-config";
import { browserPorts } from "../adapters/modules/browser.module";
import { lazyPorts } from "../adapters/modules/port-table";
import { useCasesFrom } from "../adapters/modules/use-cases.factory";
import { browserResume, linkChatToToken } from "./chat/chat-link";
import { chatSessionOpener } from "./chat/chat-session-opener";
import { chatSocketUrl } from "./chat/chat-socket-url";
import { attributionKeeper } from "./attribution/attribution-session";
import type { AppServices } from "./services/app-services";
import { driverCapabilities } from "./services/driver-capabilities";

export interface CompositionOptions {
  /** The UI language now (sent as Accept-Language). */
  readonly language: () => string;
  /** The in-hash query, for x-group-link and X-Market-Code. */
  readonly query: () => URLSearchParams;
  /** Resolves in a later task: where building the services yields (the shell's start decides how). */
  readonly nextTask: () => Promise<void>;
}

/**
 * Builds the services step by step, each step its own task (loading the adapter module, then
 * resolving the session): together they took one ~180 ms task on a throttled phone. Use-cases are
 * built when a screen first reads them from the record.
 */
export async function composeServices(options: CompositionOptions): Promise<AppServices> {
  // A build may name another third-party source (VITE_THIRD_PARTY_SOURCE; empty accepts none).
  const thirdParty: unknown = import.meta.env.VITE_THIRD_PARTY_SOURCE;
  // The operator's per-deployment settings, beside index.html (adapters/config/runtime-config-file.ts),
  // loaded once by whichever needs them first; problems with the file go to the console then.
  const deployment = runtimeConfigOnce(new URL(RUNTIME_CONFIG_FILE, location.href).href);
  const config = resolveAppConfig(
    {
      // The same classifier as deviceType (9/8), so the header and the body never disagree.
      device: browserDeviceLabel(),
      ...(typeof thirdParty === "string" ? { acceptedThirdPartySource: [thirdParty] } : {}),
    },
    DEFAULT_APP_CONFIG,
  );
  // The callback allow-list (page origin, the file's origins, admin domains) is assembled by the
  // callbackOrigins use-case alone, as in the CLI (ADR-0360).
  const table = browserPorts(
    config,
    {
      language: options.language,
      // The session's kept values (captured from every route), not only this URL's (ADR-0149).
      groupLink: () => attributionKeeper.current().groupLink,
      marketCode: () => attributionKeeper.current().marketCode,
    },
    location.origin,
    {
      apiBase: async () => (await deployment()).config.apiBase ?? config.apiBase,
      cipherKey: async () => (await deployment()).config.chatCipherKey ?? config.cipherKey,
      callbackOrigins: async () => (await deployment()).config.callbackOrigins,
    },
  );
  const ports = lazyPorts(table);
  const useCases = useCasesFrom(ports);
  await options.nextTask();

  const auth = ports.port("AuthState");
  // Follows the token from here on: a stored login starts the chat socket now, after first paint.
  const chat = linkChatToToken(
    auth.token,
    chatSessionOpener({
      deps: async () => ({
        socket: ports.port("RealtimeSocket"),
        clock: ports.port("Clock"),
        cipher: await ports.portAsync("Cipher"),
      }),
      // An API on another origin serves its socket there too, unless the file names one.
      url: async () => {
        const { apiBase, socketUrl } = (await deployment()).config;
        const home =
          apiBase !== undefined && URL.canParse(apiBase) ? new URL(apiBase).origin : location.origin;
        return chatSocketUrl(socketUrl ?? config.socketUrl, home);
      },
    }),
    browserResume,
  );
  await options.nextTask();

  return {
    auth,
    chat,
    // The store and the clock reach screens only as named capabilities (ADR-0430).
    ...driverCapabilities(ports.port("KeyValueStore"), ports.port("Clock")),
    useCases,
    thirdPartySources: config.acceptedThirdPartySource,
    deploymentProblems: async () => (await deployment()).problems,
  };
}
