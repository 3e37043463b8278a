import type { Bind } from "inversify";
import type { Clock } from "../../core/ports/clock.port";
import type { DeviceFingerprint } from "../../core/ports/device-fingerprint.port";
import type { SsoApi } from "../../core/sso/sso-api.port";
import { createFieldCodec } from "../http/field-codec";
import { HttpSsoApi } from "../http/http-sso-api";
import { OfetchHttpClient } from "../http/ofetch-http-client";
import type { RequestContext } from "../http/request-context";
import { ADAPTER_TOKENS as A } from "./adapter-tokens";
import type { AppConfig } from "./app-config";
import { PORT_TOKENS as P } from "./port-tokens";

/**
 * The HTTP stack is the same in the browser and in Node: only the request context (page URL vs CLI
 * flags) and, for tracing and tests, the fetch differ. One place binds it so the two modules cannot
 * drift apart (a header added in one and forgotten in the other).
 */
export function bindHttp(
  bind: Bind,
  config: AppConfig,
  context: Omit<RequestContext, "visitId">,
  fetch?: typeof globalThis.fetch,
): void {
  bind<RequestContext>(A.RequestContext)
    .toResolvedValue(
      (fingerprint: DeviceFingerprint) => ({ ...context, visitId: () => fingerprint.visitorId() }),
      [P.DeviceFingerprint],
    )
    .inSingletonScope();
  bind<OfetchHttpClient>(A.HttpClient)
    .toResolvedValue(
      (requestContext: RequestContext, clock: Clock) =>
        new OfetchHttpClient({
          baseURL: config.apiBase,
          context: requestContext,
          codec: createFieldCodec(config.fieldEncoding),
          clock,
          device: config.device,
          timeoutMs: config.timeoutMs,
          ...(fetch ? { fetch } : {}),
        }),
      [A.RequestContext, P.Clock],
    )
    .inSingletonScope();
  bind<SsoApi>(P.SsoApi)
    .toResolvedValue((http: OfetchHttpClient) => new HttpSsoApi(http), [A.HttpClient])
    .inSingletonScope();
}
