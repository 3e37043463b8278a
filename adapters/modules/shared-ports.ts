import { AuthState } from "../../core/auth/auth-state";
import { createFieldCodec } from "../http/field-codec";
import { HttpSsoApi } from "../http/http-sso-api";
import { OfetchHttpClient, type RetryOptions } from "../http/ofetch-http-client";
import type { RequestContext } from "../http/request-context";
import { MathRandom } from "../time/math-random";
import { SystemClock } from "../time/system-clock";
import { useCaseConfigFrom, type AppConfig } from "./app-config";
import { once, type PortTable } from "./port-table";

export interface SharedPortOptions {
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
  /** The browser's check of its own CSP after a call got no answer (HttpClientOptions.pagePolicy). */
  readonly pagePolicy?: boolean;
}

/** The ports built the same way in the browser and in Node. */
type SharedKey =
  | "AppConfig"
  | "UseCaseConfig"
  | "Clock"
  | "Random"
  | "AuthState"
  | "RequestContext"
  | "HttpClient"
  | "SsoApi";

/**
 * What is the same in the browser and in Node: the configuration, time, randomness, the HTTP stack
 * and the session state. One place holds the recipes so the two cannot drift apart (a header added
 * in one and forgotten in the other). Each platform's table spreads them and adds the rest (store,
 * fingerprint …); the table is then resolved the one way (port-table.ts).
 */
export function sharedPorts(config: AppConfig, options: SharedPortOptions): PortTable<SharedKey> {
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
          ...(options.pagePolicy && { pagePolicy: true }),
        }),
    ),
    SsoApi: once((port) => new HttpSsoApi(port("HttpClient"))),
  };
}
