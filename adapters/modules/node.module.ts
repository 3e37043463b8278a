/**
 * Binds every port to its Node adapter for the CLI (and Node-side tests). Everything resolves
 * synchronously, the cipher included: there is no bundle budget to protect in a CLI.
 */
import { ContainerModule } from "inversify";
import type { Cipher } from "../../core/ports/cipher.port";
import type { Clock } from "../../core/ports/clock.port";
import type { DeviceContext } from "../../core/ports/device-context.port";
import type { DeviceFingerprint } from "../../core/ports/device-fingerprint.port";
import type { DomainProbe } from "../../core/ports/domain-probe.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import type { Random } from "../../core/ports/random.port";
import type { RealtimeSocket } from "../../core/ports/realtime-socket.port";
import { CryptoJsCipher } from "../cipher/crypto-js-cipher";
import { NodeDeviceContext } from "../device/node-device-context";
import { StoredRandomDeviceFingerprint } from "../fingerprint/stored-random-device-fingerprint";
import type { RequestContext } from "../http/request-context";
import { NodeDomainProbe } from "../probe/node-domain-probe";
import { FileStore } from "../storage/file-store";
import { WsSocket } from "../socket/ws-socket";
import { MathRandom } from "../time/math-random";
import { SystemClock } from "../time/system-clock";
import type { AppConfig } from "./app-config";
import { bindHttp } from "./http-bindings";
import { PORT_TOKENS as P } from "./port-tokens";

export interface NodeModuleOptions {
  /** Language, group link and market code from CLI flags. */
  readonly context: Omit<RequestContext, "visitId">;
  /** Told about file-store write failures (the store itself never throws). */
  readonly onStoreError?: (error: unknown) => void;
  /** Injected fetch (tracing, tests). */
  readonly fetch?: typeof globalThis.fetch;
}

export function nodeModule(config: AppConfig, options: NodeModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<AppConfig>(P.AppConfig).toConstantValue(config);
    bind<Clock>(P.Clock)
      .toResolvedValue(() => new SystemClock())
      .inSingletonScope();
    bind<Random>(P.Random)
      .toResolvedValue(() => new MathRandom())
      .inSingletonScope();
    bind<KeyValueStore>(P.KeyValueStore)
      .toResolvedValue(() => new FileStore({ dir: config.stateDir, onError: options.onStoreError }))
      .inSingletonScope();
    bind<DeviceFingerprint>(P.DeviceFingerprint)
      .toResolvedValue(
        (store: KeyValueStore, random: Random, clock: Clock) =>
          new StoredRandomDeviceFingerprint(store, random, clock),
        [P.KeyValueStore, P.Random, P.Clock],
      )
      .inSingletonScope();
    bindHttp(bind, config, options.context, options.fetch);
    bind<DeviceContext>(P.DeviceContext)
      .toResolvedValue(
        (fingerprint: DeviceFingerprint) => new NodeDeviceContext(fingerprint),
        [P.DeviceFingerprint],
      )
      .inSingletonScope();
    bind<RealtimeSocket>(P.RealtimeSocket)
      .toResolvedValue(() => new WsSocket())
      .inSingletonScope();
    bind<Cipher>(P.Cipher)
      .toResolvedValue(() => new CryptoJsCipher(config.cipherKey))
      .inSingletonScope();
    bind<DomainProbe>(P.DomainProbe)
      .toResolvedValue(() => new NodeDomainProbe())
      .inSingletonScope();
  });
}
