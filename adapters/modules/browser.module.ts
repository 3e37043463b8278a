/**
 * Every port's browser adapter, as one table (port-table.ts) that the web's composition root
 * resolves with `lazyPorts` (no container in the page) and reads the use-cases from through
 * `useCasesFrom`. The cipher is a promise (crypto-js is a lazy chunk): `portAsync("Cipher")` when
 * the chat socket starts.
 * Nothing here does work at load time; the fingerprint lookup starts on the first visitorId()
 * call, after first paint.
 */
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
import type { AppConfig } from "./app-config";
import { once, type PortTable } from "./port-table";
import { sharedPorts } from "./shared-ports";

/** What only the page knows; the visit id comes from the DeviceFingerprint port. */
export type PageContext = Omit<RequestContext, "visitId">;

/**
 * What the deployment may set at run time (runtime-config.json), read when first needed: the API
 * base by each HTTP call, the chat key when the socket's cipher is built, the extra callback
 * origins when a login callback is checked.
 */
export interface DeploymentSettings {
  readonly apiBase: () => Promise<string>;
  readonly cipherKey: () => Promise<string>;
  readonly callbackOrigins: () => Promise<readonly string[]>;
}

/** `origin`: the page's origin, where mini-apps live and where login callbacks may always go. */
export function browserPorts(
  config: AppConfig,
  page: PageContext,
  origin: string,
  deployment: DeploymentSettings = {
    apiBase: async () => config.apiBase,
    cipherKey: async () => config.cipherKey,
    callbackOrigins: async () => [],
  },
): PortTable {
  return {
    ...sharedPorts(config, { context: page, origin, apiBase: deployment.apiBase, pagePolicy: true }),
    KeyValueStore: once(() => new LocalStorageStore()),
    DeviceFingerprint: once((port) => {
      const clock = port("Clock");
      // Its own client with no visit id: the proxy call is how the visit id is made, and
      // sharing the main client would make the two depend on each other.
      const anonymous = new OfetchHttpClient({
        baseURL: deployment.apiBase,
        context: { ...page, visitId: () => "" },
        codec: createFieldCodec(config.fieldEncoding),
        clock,
        device: config.device,
        timeoutMs: config.timeoutMs,
      });
      return new FingerprintjsDeviceFingerprint({
        store: port("KeyValueStore"),
        clock,
        random: port("Random"),
        proxy: proxyVisitorSource(anonymous),
      });
    }),
    DeviceContext: once((port) => new BrowserDeviceContext(port("DeviceFingerprint"))),
    RealtimeSocket: once(
      () =>
        new BrowserSocket(undefined, (url) => {
          // Loaded only when a socket failed before opening; it names a refused origin in the console.
          void import("../http/page-connect-policy")
            .then(({ refusedByPagePolicy }) => refusedByPagePolicy(url))
            .catch(() => undefined);
        }),
    ),
    Cipher: once(async () => loadCryptoJsCipher(await deployment.cipherKey())),
    DomainProbe: once((port) => new ImageDomainProbe({ clock: port("Clock") })),
    DeploymentCallbackOrigins: once(() => deployment.callbackOrigins),
  };
}
