import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Container } from "inversify";
import { CryptoJsCipher } from "../../../adapters/cipher/crypto-js-cipher";
import { BrowserDeviceContext } from "../../../adapters/device/browser-device-context";
import { NodeDeviceContext } from "../../../adapters/device/node-device-context";
import { FingerprintjsDeviceFingerprint } from "../../../adapters/fingerprint/fingerprintjs-device-fingerprint";
import { StoredRandomDeviceFingerprint } from "../../../adapters/fingerprint/stored-random-device-fingerprint";
import { HttpSsoApi } from "../../../adapters/http/http-sso-api";
import { OfetchHttpClient } from "../../../adapters/http/ofetch-http-client";
import { ADAPTER_TOKENS } from "../../../adapters/modules/adapter-tokens";
import {
  DEFAULT_APP_CONFIG,
  resolveAppConfig,
  useCaseConfigFrom,
  type AppConfig,
} from "../../../adapters/modules/app-config";
import { browserModule } from "../../../adapters/modules/browser.module";
import { nodeModule } from "../../../adapters/modules/node.module";
import { PORT_TOKENS } from "../../../adapters/modules/port-tokens";
import { ImageDomainProbe } from "../../../adapters/probe/image-domain-probe";
import { NodeDomainProbe } from "../../../adapters/probe/node-domain-probe";
import { BrowserSocket } from "../../../adapters/socket/browser-socket";
import { WsSocket } from "../../../adapters/socket/ws-socket";
import { FileStore } from "../../../adapters/storage/file-store";
import { LocalStorageStore } from "../../../adapters/storage/local-storage-store";
import { MathRandom } from "../../../adapters/time/math-random";
import { SystemClock } from "../../../adapters/time/system-clock";
import type { Cipher } from "../../../core/ports/cipher.port";
import type { KeyValueStore } from "../../../core/ports/key-value-store.port";

const root = mkdtempSync(join(tmpdir(), "lumen-modules-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = { language: () => "en-US" };

describe("browserModule", () => {
  const container = new Container();
  container.load(browserModule(DEFAULT_APP_CONFIG, page));

  it("binds every port to its browser adapter without doing any I/O", () => {
    const expected: [symbol, new (...args: never[]) => unknown][] = [
      [PORT_TOKENS.SsoApi, HttpSsoApi],
      [PORT_TOKENS.KeyValueStore, LocalStorageStore],
      [PORT_TOKENS.DeviceFingerprint, FingerprintjsDeviceFingerprint],
      [PORT_TOKENS.DeviceContext, BrowserDeviceContext],
      [PORT_TOKENS.RealtimeSocket, BrowserSocket],
      [PORT_TOKENS.Clock, SystemClock],
      [PORT_TOKENS.Random, MathRandom],
      [PORT_TOKENS.DomainProbe, ImageDomainProbe],
      [ADAPTER_TOKENS.HttpClient, OfetchHttpClient],
    ];
    for (const [token, type] of expected) expect(container.get(token)).toBeInstanceOf(type);
    expect(container.get(PORT_TOKENS.AppConfig)).toBe(DEFAULT_APP_CONFIG);
  });

  it("gives one shared instance per port", () => {
    expect(container.get(PORT_TOKENS.KeyValueStore)).toBe(container.get(PORT_TOKENS.KeyValueStore));
    expect(container.get(PORT_TOKENS.SsoApi)).toBe(container.get(PORT_TOKENS.SsoApi));
  });

  it("loads the cipher asynchronously, as a working crypto-js cipher", async () => {
    const cipher = await container.getAsync<Cipher>(PORT_TOKENS.Cipher);
    expect(cipher).toBeInstanceOf(CryptoJsCipher);
    expect(cipher.decrypt(cipher.encrypt("hi"))).toBe("hi");
  });
});

describe("nodeModule", () => {
  const stateDir = join(root, "state");
  const config: AppConfig = {
    ...DEFAULT_APP_CONFIG,
    apiBase: "http://127.0.0.1:1/api",
    device: "cli",
    stateDir,
  };
  const container = new Container();
  container.load(nodeModule(config, { context: page }));

  it("binds every port to its Node adapter, the cipher synchronously", () => {
    const expected: [symbol, new (...args: never[]) => unknown][] = [
      [PORT_TOKENS.SsoApi, HttpSsoApi],
      [PORT_TOKENS.KeyValueStore, FileStore],
      [PORT_TOKENS.DeviceFingerprint, StoredRandomDeviceFingerprint],
      [PORT_TOKENS.DeviceContext, NodeDeviceContext],
      [PORT_TOKENS.RealtimeSocket, WsSocket],
      [PORT_TOKENS.Cipher, CryptoJsCipher],
      [PORT_TOKENS.Clock, SystemClock],
      [PORT_TOKENS.Random, MathRandom],
      [PORT_TOKENS.DomainProbe, NodeDomainProbe],
    ];
    for (const [token, type] of expected) expect(container.get(token)).toBeInstanceOf(type);
  });

  it("keeps the file store in the configured state directory", () => {
    const store = container.get<KeyValueStore>(PORT_TOKENS.KeyValueStore);
    expect(store).toBeInstanceOf(FileStore);
    store.set("k", "v");
    expect(new FileStore({ dir: stateDir }).get("k")).toBe("v");
  });
});

describe("resolveAppConfig", () => {
  it("fills defaults and keeps valid fields", () => {
    expect(resolveAppConfig({ apiBase: "http://x/api", fieldEncoding: "plain" })).toEqual({
      ...DEFAULT_APP_CONFIG,
      apiBase: "http://x/api",
      fieldEncoding: "plain",
    });
    expect(DEFAULT_APP_CONFIG).toMatchObject({
      apiBase: "/api",
      timeoutMs: 8000,
      appFolder: "mini",
      fieldEncoding: "base64",
    });
  });

  it("drops invalid fields one by one instead of the whole input", () => {
    const config = resolveAppConfig({
      timeoutMs: -5,
      fieldEncoding: "rot13",
      cipherKey: "k2",
      allowedCallbackOrigins: ["https://a"],
    });
    expect(config.timeoutMs).toBe(8000);
    expect(config.fieldEncoding).toBe("base64");
    expect(config.cipherKey).toBe("k2");
    expect(config.allowedCallbackOrigins).toEqual(["https://a"]);
  });

  it("ignores input that is not an object", () => {
    expect(resolveAppConfig("nonsense")).toBe(DEFAULT_APP_CONFIG);
  });

  it("derives the use-case settings with the page origin first", () => {
    const config = { ...DEFAULT_APP_CONFIG, allowedCallbackOrigins: ["https://b", "https://a"] };
    expect(useCaseConfigFrom(config, "https://a")).toEqual({
      callbackOrigins: ["https://a", "https://b"],
      miniAppOrigin: "https://a",
      miniAppFolder: "mini",
    });
  });
});
