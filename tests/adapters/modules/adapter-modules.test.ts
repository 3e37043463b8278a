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
import {
  DEFAULT_APP_CONFIG,
  resolveAppConfig,
  useCaseConfigFrom,
  type AppConfig,
} from "../../../adapters/modules/app-config";
import { browserModule } from "../../../adapters/modules/browser.module";
import { nodeModule } from "../../../adapters/modules/node.module";
import { resolve, resolveAsync, TOKENS } from "../../../adapters/modules/tokens";
import { ImageDomainProbe } from "../../../adapters/probe/image-domain-probe";
import { NodeDomainProbe } from "../../../adapters/probe/node-domain-probe";
import { BrowserSocket } from "../../../adapters/socket/browser-socket";
import { WsSocket } from "../../../adapters/socket/ws-socket";
import { FileStore } from "../../../adapters/storage/file-store";
import { LocalStorageStore } from "../../../adapters/storage/local-storage-store";
import { MathRandom } from "../../../adapters/time/math-random";
import { SystemClock } from "../../../adapters/time/system-clock";
import { AuthState } from "../../../core/auth/auth-state";

const root = mkdtempSync(join(tmpdir(), "lumen-modules-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = { language: () => "en-US" };

type Expected = [symbol, new (...args: never[]) => unknown][];

/** What both modules bind the same way (shared-bindings.ts). */
const SHARED: Expected = [
  [TOKENS.SsoApi, HttpSsoApi],
  [TOKENS.HttpClient, OfetchHttpClient],
  [TOKENS.AuthState, AuthState],
  [TOKENS.Clock, SystemClock],
  [TOKENS.Random, MathRandom],
];

const expectBound = (container: Container, expected: Expected) => {
  for (const [token, type] of [...SHARED, ...expected]) expect(container.get(token)).toBeInstanceOf(type);
};

describe("browserModule", () => {
  const container = new Container();
  container.load(browserModule(DEFAULT_APP_CONFIG, page, "https://app.example"));

  it("binds every port to its browser adapter without doing any I/O", () => {
    expectBound(container, [
      [TOKENS.KeyValueStore, LocalStorageStore],
      [TOKENS.DeviceFingerprint, FingerprintjsDeviceFingerprint],
      [TOKENS.DeviceContext, BrowserDeviceContext],
      [TOKENS.RealtimeSocket, BrowserSocket],
      [TOKENS.DomainProbe, ImageDomainProbe],
    ]);
    expect(resolve(container, "AppConfig")).toBe(DEFAULT_APP_CONFIG);
    expect(resolve(container, "UseCaseConfig")).toEqual(
      useCaseConfigFrom(DEFAULT_APP_CONFIG, "https://app.example"),
    );
  });

  it("gives one shared instance per port", () => {
    expect(container.get(TOKENS.KeyValueStore)).toBe(container.get(TOKENS.KeyValueStore));
    expect(container.get(TOKENS.SsoApi)).toBe(container.get(TOKENS.SsoApi));
  });

  it("loads the cipher asynchronously, as a working crypto-js cipher", async () => {
    const cipher = await resolveAsync(container, "Cipher");
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

  it("binds every port to its Node adapter", () => {
    expectBound(container, [
      [TOKENS.KeyValueStore, FileStore],
      [TOKENS.DeviceFingerprint, StoredRandomDeviceFingerprint],
      [TOKENS.DeviceContext, NodeDeviceContext],
      [TOKENS.DomainProbe, NodeDomainProbe],
    ]);
  });

  it("loads the socket stack only when asked: ws and crypto-js resolve asynchronously", async () => {
    expect(() => resolve(container, "Cipher")).toThrow();
    expect(await resolveAsync(container, "RealtimeSocket")).toBeInstanceOf(WsSocket);
    const cipher = await resolveAsync(container, "Cipher");
    expect(cipher).toBeInstanceOf(CryptoJsCipher);
    expect(cipher.decrypt(cipher.encrypt("hi"))).toBe("hi");
  });

  it("points mini-app links at the server it talks to", () => {
    expect(resolve(container, "UseCaseConfig").miniAppOrigin).toBe("http://127.0.0.1:1");
  });

  it("keeps the file store in the configured state directory", () => {
    const store = resolve(container, "KeyValueStore");
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
