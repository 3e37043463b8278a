/**
 * The web composition root: the only web file that knows inversify and the adapter modules.
 * Loaded as its own chunk once the first screen is shown (web/main.tsx) so inversify, effect/Schema
 * and ofetch stay out of the first-load budget (docs/decisions.md "Web shell and landing").
 */
import { Container } from "inversify";
import { DEFAULT_APP_CONFIG, resolveAppConfig } from "../adapters/modules/app-config";
import { browserModule } from "../adapters/modules/browser.module";
import { resolve, resolveAsync } from "../adapters/modules/tokens";
import { useCasesFrom } from "../adapters/modules/use-cases.factory";
import { browserResume, linkChatToToken } from "./chat/chat-link";
import { chatSessionOpener } from "./chat/chat-session-opener";
import { chatSocketUrl } from "./chat/chat-socket-url";
import type { AppServices } from "./services/app-services";
import { nextTask } from "./services/next-task";

export interface CompositionOptions {
  /** The UI language now (sent as Accept-Language). */
  readonly language: () => string;
  /** The in-hash query, for x-group-link and X-Market-Code. */
  readonly query: () => URLSearchParams;
}

/**
 * Builds the container step by step, each step its own task (loading the adapter module, then
 * resolving the session): together they took one ~180 ms task on a throttled phone. Use-cases are
 * built when a screen first reads them from the record.
 */
export async function composeServices(options: CompositionOptions): Promise<AppServices> {
  const isMobile = /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
  // A build may name another third-party source (VITE_THIRD_PARTY_SOURCE; empty accepts none).
  const thirdParty: unknown = import.meta.env.VITE_THIRD_PARTY_SOURCE;
  const config = resolveAppConfig(
    {
      device: isMobile ? "h5" : "web",
      ...(typeof thirdParty === "string" ? { acceptedThirdPartySource: [thirdParty] } : {}),
    },
    { ...DEFAULT_APP_CONFIG, allowedCallbackOrigins: [location.origin] },
  );
  const container = new Container();
  container.load(
    browserModule(
      config,
      {
        language: options.language,
        groupLink: () => options.query().get("groupLink"),
        marketCode: () => options.query().get("marketCode"),
      },
      location.origin,
    ),
  );
  const useCases = useCasesFrom(container);
  await nextTask();

  const auth = resolve(container, "AuthState");
  // Follows the token from here on: a stored login starts the chat socket now, after first paint.
  const chat = linkChatToToken(
    auth.token,
    chatSessionOpener({
      socket: () => resolve(container, "RealtimeSocket"),
      clock: () => resolve(container, "Clock"),
      cipher: () => resolveAsync(container, "Cipher"),
      url: chatSocketUrl(config.socketUrl, location.origin),
    }),
    browserResume,
  );
  await nextTask();

  return {
    auth,
    chat,
    store: resolve(container, "KeyValueStore"),
    clock: resolve(container, "Clock"),
    useCases,
    thirdPartySources: config.acceptedThirdPartySource,
  };
}
