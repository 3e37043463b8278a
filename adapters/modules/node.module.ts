/**
 * Binds every port to its Node adapter: the CLI's composition root loads it and reads the use-cases
 * through `useCasesFrom`. The socket stack (ws, crypto-js) is imported only when the socket or the
 * cipher is first resolved (`resolveAsync`), so commands other than `lumen socket` never evaluate it.
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
import type { DeviceType } from "../../core/rules/device-type";
import { NodeDeviceContext } from "../device/node-device-context";
import { StoredRandomDeviceFingerprint } from "../fingerprint/stored-random-device-fingerprint";
import type { RequestContext } from "../http/request-context";
import { NodeDomainProbe } from "../probe/node-domain-probe";
import { FileStore } from "../storage/file-store";
import type { AppConfig } from "./app-config";
import { bindShared, type SharedBindingOptions } from "./shared-bindings";
import { TOKENS as P } from "./tokens";

export interface NodeModuleOptions {
  /** Language, group link and market code from CLI flags. */
  readonly context: Omit<RequestContext, "visitId">;
  /** Told about file-store write failures (the store itself never throws). */
  readonly onStoreError?: (error: unknown) => void;
  /** Injected fetch (tracing, tests). */
  readonly fetch?: typeof globalThis.fetch;
  /** `--device mobile|desktop`; the config's `device` label must be its deviceLabelFor. */
  readonly deviceType?: DeviceType;
  /** --retry: see SharedBindingOptions. */
  readonly retry?: SharedBindingOptions["retry"];
}

export function nodeModule(config: AppConfig, options: NodeModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindShared(bind, config, {
      context: options.context,
      // The CLI has no page: mini-app links point at the server it talks to.
      origin: new URL(config.apiBase).origin,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.retry ? { retry: options.retry } : {}),
    });
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
    bind<DeviceContext>(P.DeviceContext)
      .toResolvedValue(
        (fingerprint: DeviceFingerprint) =>
          new NodeDeviceContext(fingerprint, process.platform, options.deviceType ?? 8),
        [P.DeviceFingerprint],
      )
      .inSingletonScope();
    bind<RealtimeSocket>(P.RealtimeSocket)
      .toResolvedValue(async () => {
        const { WsSocket } = await import("../socket/ws-socket");
        return new WsSocket({ handshakeTimeoutMs: config.timeoutMs });
      })
      .inSingletonScope();
    bind<Cipher>(P.Cipher)
      .toResolvedValue(async () => {
        const { CryptoJsCipher } = await import("../cipher/crypto-js-cipher");
        return new CryptoJsCipher(config.cipherKey);
      })
      .inSingletonScope();
    bind<DomainProbe>(P.DomainProbe)
      .toResolvedValue(() => new NodeDomainProbe())
      .inSingletonScope();
  });
}
