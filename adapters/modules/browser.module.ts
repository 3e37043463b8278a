/**
 * Binds every port to its browser adapter; the web's composition root loads it and reads the
 * use-cases through `useCasesFrom`. Cipher is bound asynchronously (crypto-js is a lazy chunk):
 * `resolveAsync(container, "Cipher")` when the chat socket starts. Nothing here does work at load
 * time; the fingerprint lookup starts on the first visitorId() call, after first paint.
 */
import { ContainerModule } from "inversify";
import type { Cipher } from "../../core/ports/cipher.port";
import type { Clock } from "../../core/ports/clock.port";
import type { DeviceContext } from "../../core/ports/device-context.port";
import type { DeviceFingerprint } from "../../core/ports/device-fingerprint.port";
import type { DomainProbe } from "../../core/ports/domain-probe.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { RealtimeSocket } from "../../core/ports/realtime-socket.port";
import { loadCryptoJsCipher } from "../cipher/load-crypto-js-cipher";
import { BrowserDeviceContext } from "../device/browser-device-context";
import {
  FingerprintjsDeviceFingerprint,
  proxyVisitorSource,
} from "../fingerprint/fingerprintjs-device-fingerprint";
import { createFieldCodec } from "../http/field-codec";
import { OfetchHttpClient } from "../http/ofetch-http-client";
import type { RequestContext } from "../http/request-context";
import { ImageDomainProbe } from "../probe/image-domain-probe";
import { BrowserSocket } from "../socket/browser-socket";
import { LocalStorageStore } from "../storage/local-storage-store";
import type { Random } from "../../core/ports/random.port";
import type { AppConfig } from "./app-config";
import { bindShared } from "./shared-bindings";
import { TOKENS as P } from "./tokens";

/** What only the page knows; the visit id comes from the bound DeviceFingerprint. */
export type PageContext = Omit<RequestContext, "visitId">;

/** `origin`: the page's origin, where mini-apps live and where login callbacks may always go. */
export function browserModule(config: AppConfig, page: PageContext, origin: string): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindShared(bind, config, { context: page, origin });
    bind<KeyValueStore>(P.KeyValueStore)
      .toResolvedValue(() => new LocalStorageStore())
      .inSingletonScope();

    bind<DeviceFingerprint>(P.DeviceFingerprint)
      .toResolvedValue(
        (store: KeyValueStore, clock: Clock, random: Random) => {
          // Its own client with no visit id: the proxy call is how the visit id is made, and
          // sharing the main client would make the two depend on each other.
          const anonymous = new OfetchHttpClient({
            baseURL: config.apiBase,
            context: { ...page, visitId: () => "" },
            codec: createFieldCodec(config.fieldEncoding),
            clock,
            device: config.device,
            timeoutMs: config.timeoutMs,
          });
          return new FingerprintjsDeviceFingerprint({
            store,
            clock,
            random,
            proxy: proxyVisitorSource(anonymous),
          });
        },
        [P.KeyValueStore, P.Clock, P.Random],
      )
      .inSingletonScope();

    bind<DeviceContext>(P.DeviceContext)
      .toResolvedValue(
        (fingerprint: DeviceFingerprint) => new BrowserDeviceContext(fingerprint),
        [P.DeviceFingerprint],
      )
      .inSingletonScope();
    bind<RealtimeSocket>(P.RealtimeSocket)
      .toResolvedValue(() => new BrowserSocket())
      .inSingletonScope();
    bind<Cipher>(P.Cipher)
      .toResolvedValue(() => loadCryptoJsCipher(config.cipherKey))
      .inSingletonScope();
    bind<DomainProbe>(P.DomainProbe)
      .toResolvedValue((clock: Clock) => new ImageDomainProbe({ clock }), [P.Clock])
      .inSingletonScope();
  });
}
