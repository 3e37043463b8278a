import type { Bind } from "inversify";
import { AuthState } from "../../core/auth/auth-state";
import type { Clock } from "../../core/ports/clock.port";
import type { DeviceFingerprint } from "../../core/ports/device-fingerprint.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { Random } from "../../core/ports/random.port";
import type { SsoApi } from "../../core/sso/sso-api.port";
import { createFieldCodec } from "../http/field-codec";
import { HttpSsoApi } from "../http/http-sso-api";
import { OfetchHttpClient } from "../http/ofetch-http-client";
import type { RequestContext } from "../http/request-context";
import { MathRandom } from "../time/math-random";
import { SystemClock } from "../time/system-clock";
import { useCaseConfigFrom, type AppConfig } from "./app-config";
import { TOKENS as T } from "./tokens";
import type { UseCaseConfig } from "./use-case-config";

export interface SharedBindingOptions {
  /** Language, group link and market code: from the page URL in the browser, from flags in the CLI. */
  readonly context: Omit<RequestContext, "visitId">;
  /** Where the app is served: an allowed callback origin and the mini-apps' origin. */
  readonly origin: string;
  /** Injected fetch (the CLI's --verbose tracing, tests). */
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * What is the same in the browser and in Node: the configuration, time, randomness, the HTTP stack
 * and the session state. One place binds it so the two modules cannot drift apart (a header added
 * in one and forgotten in the other). The module binds the rest (store, fingerprint, socket …).
 */
export function bindShared(bind: Bind, config: AppConfig, options: SharedBindingOptions): void {
  bind<AppConfig>(T.AppConfig).toConstantValue(config);
  bind<UseCaseConfig>(T.UseCaseConfig).toConstantValue(useCaseConfigFrom(config, options.origin));
  bind<Clock>(T.Clock)
    .toResolvedValue(() => new SystemClock())
    .inSingletonScope();
  bind<Random>(T.Random)
    .toResolvedValue(() => new MathRandom())
    .inSingletonScope();
  bind<AuthState>(T.AuthState)
    .toResolvedValue(
      (store: KeyValueStore) => {
        const state = new AuthState(store);
        // Whoever resolves the state first sees what a previous run stored.
        state.restore();
        return state;
      },
      [T.KeyValueStore],
    )
    .inSingletonScope();
  bind<RequestContext>(T.RequestContext)
    .toResolvedValue(
      (fingerprint: DeviceFingerprint) => ({ ...options.context, visitId: () => fingerprint.visitorId() }),
      [T.DeviceFingerprint],
    )
    .inSingletonScope();
  bind<OfetchHttpClient>(T.HttpClient)
    .toResolvedValue(
      (requestContext: RequestContext, clock: Clock) =>
        new OfetchHttpClient({
          baseURL: config.apiBase,
          context: requestContext,
          codec: createFieldCodec(config.fieldEncoding),
          clock,
          device: config.device,
          timeoutMs: config.timeoutMs,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
      [T.RequestContext, T.Clock],
    )
    .inSingletonScope();
  bind<SsoApi>(T.SsoApi)
    .toResolvedValue((http: OfetchHttpClient) => new HttpSsoApi(http), [T.HttpClient])
    .inSingletonScope();
}
