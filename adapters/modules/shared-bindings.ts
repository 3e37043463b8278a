import type { Bind } from "inversify";
import { AuthState } from "../../core/auth/auth-state";
import { createFieldCodec } from "../http/field-codec";
import { HttpSsoApi } from "../http/http-sso-api";
import { OfetchHttpClient, type RetryOptions } from "../http/ofetch-http-client";
import type { RequestContext } from "../http/request-context";
import { MathRandom } from "../time/math-random";
import { SystemClock } from "../time/system-clock";
import { useCaseConfigFrom, type AppConfig } from "./app-config";
import { once, type PortRecipes } from "./lazy-ports";
import { TOKENS as T, type Bindings } from "./tokens";

export interface SharedBindingOptions {
  /** Language, group link and market code: from the page URL in the browser, from flags in the CLI. */
  readonly context: Omit<RequestContext, "visitId">;
  /** Where the app is served: an allowed callback origin and the mini-apps' origin. */
  readonly origin: string;
  /** Injected fetch (the CLI's --verbose tracing, tests). */
  readonly fetch?: typeof globalThis.fetch;
  /** The API base when a deployment setting decides it at run time (the browser); else config.apiBase. */
  readonly apiBase?: () => Promise<string>;
  /** The CLI's --retry: repeat "try later" refusals (the browser never retries on its own). */
  readonly retry?: Omit<RetryOptions, "random">;
}

/** The ports built the same way in the browser and in Node. */
const SHARED_KEYS = [
  "AppConfig",
  "UseCaseConfig",
  "Clock",
  "Random",
  "AuthState",
  "RequestContext",
  "HttpClient",
  "SsoApi",
] as const satisfies readonly (keyof Bindings)[];
export type SharedKey = (typeof SHARED_KEYS)[number];

/**
 * What is the same in the browser and in Node: the configuration, time, randomness, the HTTP stack
 * and the session state. One place holds the recipes so the two cannot drift apart (a header added
 * in one and forgotten in the other): the browser reads them through `lazyPorts`, the CLI's
 * inversify module binds them with `bindShared`. Each driver adds the rest (store, fingerprint …).
 */
export function sharedPorts(config: AppConfig, options: SharedBindingOptions): PortRecipes<SharedKey> {
  return {
    AppConfig: once(() => config),
    UseCaseConfig: once(() => useCaseConfigFrom(config, options.origin)),
    Clock: once(() => new SystemClock()),
    Random: once(() => new MathRandom()),
    AuthState: once((port) => {
      const state = new AuthState(port("KeyValueStore"));
      // Whoever reads the state first sees what a previous run stored.
      state.restore();
      return state;
    }),
    RequestContext: once((port) => {
      const fingerprint = port("DeviceFingerprint");
      return { ...options.context, visitId: () => fingerprint.visitorId() };
    }),
    HttpClient: once(
      (port) =>
        new OfetchHttpClient({
          baseURL: options.apiBase ?? config.apiBase,
          context: port("RequestContext"),
          codec: createFieldCodec(config.fieldEncoding),
          clock: port("Clock"),
          device: config.device,
          timeoutMs: config.timeoutMs,
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...(options.retry ? { retry: { ...options.retry, random: port("Random") } } : {}),
        }),
    ),
    SsoApi: once((port) => new HttpSsoApi(port("HttpClient"))),
  };
}

/** Binds the shared recipes in an inversify container (the CLI's module); singletons as before. */
export function bindShared(bind: Bind, config: AppConfig, options: SharedBindingOptions): void {
  const recipes = sharedPorts(config, options);
  const bindRecipe = <K extends SharedKey>(key: K) =>
    bind<Bindings[K]>(T[key])
      .toDynamicValue((context) => recipes[key].get((other) => context.get(T[other])))
      .inSingletonScope();
  for (const key of SHARED_KEYS) bindRecipe(key);
}
