/**
 * The web composition root: the only web file that knows inversify and the concrete adapters.
 * Loaded as its own chunk right after the first paint (web/main.tsx) so inversify, effect/Schema
 * and ofetch stay out of the first-load budget (docs/decisions.md "Web shell and landing").
 *
 * TEMPORARY WIRING: binds the ports the shell needs directly; switch to
 * adapters/modules/browser.module.ts when it lands (same tokens, so nothing else changes).
 */
import { Container } from "inversify";
import type { AuthState } from "../core/auth/auth-state";
import type { LogoutUseCase } from "../core/auth/logout.use-case";
import type { AndroidVersionUseCase } from "../core/content/android-version.use-case";
import type { AnnouncementsUseCase } from "../core/content/announcements.use-case";
import type { HostEntranceUseCase } from "../core/host/host-entrance.use-case";
import type { Clock } from "../core/ports/clock.port";
import type { KeyValueStore } from "../core/ports/key-value-store.port";
import { createFieldCodec } from "../adapters/http/field-codec";
import { HttpSsoApi } from "../adapters/http/http-sso-api";
import { OfetchHttpClient } from "../adapters/http/ofetch-http-client";
import { PORT_TOKENS as P } from "../adapters/modules/port-tokens";
import type { UseCaseConfig } from "../adapters/modules/use-case-config";
import { USE_CASE_TOKENS as U } from "../adapters/modules/use-case-tokens";
import { useCasesModule } from "../adapters/modules/use-cases.module";
import { ImageDomainProbe } from "../adapters/probe/image-domain-probe";
import { LocalStorageStore } from "../adapters/storage/local-storage-store";
import { MathRandom } from "../adapters/time/math-random";
import { SystemClock } from "../adapters/time/system-clock";
import type { AppServices } from "./services/app-services";

export interface CompositionOptions {
  /** The UI language now (sent as Accept-Language). */
  readonly language: () => string;
  /** The in-hash query, for x-group-link and X-Market-Code. */
  readonly query: () => URLSearchParams;
}

export function composeServices(options: CompositionOptions): AppServices {
  const container = new Container();
  const clock = new SystemClock();
  const store = new LocalStorageStore();
  const isMobile = typeof navigator !== "undefined" && /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
  const http = new OfetchHttpClient({
    baseURL: "/api",
    clock,
    codec: createFieldCodec("base64"),
    device: isMobile ? "h5" : "web",
    context: {
      language: options.language,
      visitId: () => store.get("hc.visitId") ?? "",
      groupLink: () => options.query().get("groupLink"),
      marketCode: () => options.query().get("marketCode"),
    },
  });
  container.bind<Clock>(P.Clock).toConstantValue(clock);
  container.bind<KeyValueStore>(P.KeyValueStore).toConstantValue(store);
  container.bind(P.Random).toConstantValue(new MathRandom());
  container.bind(P.SsoApi).toConstantValue(new HttpSsoApi(http));
  container.bind(P.DomainProbe).toConstantValue(new ImageDomainProbe({ clock }));
  container.bind<UseCaseConfig>(U.UseCaseConfig).toConstantValue({ callbackOrigins: [location.origin], miniAppOrigin: location.origin });
  container.load(useCasesModule);

  return {
    auth: container.get<AuthState>(U.AuthState),
    store,
    clock,
    useCases: {
      logout: container.get<LogoutUseCase>(U.Logout),
      announcements: container.get<AnnouncementsUseCase>(U.Announcements),
      androidVersion: container.get<AndroidVersionUseCase>(U.AndroidVersion),
      hostEntrance: container.get<HostEntranceUseCase>(U.HostEntrance),
    },
    get: <T>(token: symbol) => container.get<T>(token),
  };
}
