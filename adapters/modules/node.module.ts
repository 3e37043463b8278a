/**
 * Every port's Node adapter, as one table (port-table.ts); the CLI's composition root resolves it
 * through inversify (port-container.ts) and reads the use-cases through `useCasesFrom`. The socket
 * stack (ws, crypto-js) is imported only when the socket or the cipher is first read
 * (`portAsync`), so commands other than `lumen socket` never evaluate it.
 */
import type { DeviceType } from "../../core/rules/device-type";
import { NodeDeviceContext } from "../device/node-device-context";
import { StoredRandomDeviceFingerprint } from "../fingerprint/stored-random-device-fingerprint";
import type { RequestContext } from "../http/request-context";
import { NodeDomainProbe } from "../probe/node-domain-probe";
import { FileStore } from "../storage/file-store";
import type { AppConfig } from "./app-config";
import { once, type PortTable } from "./port-table";
import { sharedPorts, type SharedPortOptions } from "./shared-ports";

export interface NodeModuleOptions {
  /** Language, group link and market code from CLI flags. */
  readonly context: Omit<RequestContext, "visitId">;
  /** Told about file-store write failures (the store itself never throws). */
  readonly onStoreError?: (error: unknown) => void;
  /** Injected fetch (tracing, tests). */
  readonly fetch?: typeof globalThis.fetch;
  /** `--device mobile|desktop`; the config's `device` label must be its deviceLabelFor. */
  readonly deviceType?: DeviceType;
  /** --retry: see SharedPortOptions. */
  readonly retry?: SharedPortOptions["retry"];
  /** The served site's runtime-config.json origins (the CLI has no page of its own); none when absent. */
  readonly deploymentCallbackOrigins?: () => Promise<readonly string[]>;
}

export function nodePorts(config: AppConfig, options: NodeModuleOptions): PortTable {
  return {
    ...sharedPorts(config, {
      context: options.context,
      // The CLI has no page: mini-app links point at the server it talks to.
      origin: new URL(config.apiBase).origin,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.retry ? { retry: options.retry } : {}),
    }),
    KeyValueStore: once(() => new FileStore({ dir: config.stateDir, onError: options.onStoreError })),
    DeviceFingerprint: once(
      (port) => new StoredRandomDeviceFingerprint(port("KeyValueStore"), port("Random"), port("Clock")),
    ),
    DeviceContext: once(
      (port) => new NodeDeviceContext(port("DeviceFingerprint"), process.platform, options.deviceType ?? 8),
    ),
    RealtimeSocket: once(async () => {
      const { WsSocket } = await import("../socket/ws-socket");
      return new WsSocket({ handshakeTimeoutMs: config.timeoutMs });
    }),
    Cipher: once(async () => {
      const { CryptoJsCipher } = await import("../cipher/crypto-js-cipher");
      return new CryptoJsCipher(config.cipherKey);
    }),
    DomainProbe: once(() => new NodeDomainProbe()),
    DeploymentCallbackOrigins: once(() => options.deploymentCallbackOrigins ?? (async () => [])),
  };
}
