import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
import { browserPorts } from "../../../adapters/modules/browser.module";
import { nodePorts } from "../../../adapters/modules/node.module";
import { containerPorts } from "../../../adapters/modules/port-container";
import { lazyPorts, once, portKeys, type Bindings, type Ports } from "../../../adapters/modules/port-table";
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

type Expected = [keyof Bindings, new (...args: never[]) => unknown][];

/** What both tables build the same way (shared-ports.ts). */
const SHARED: Expected = [
  ["SsoApi", HttpSsoApi],
  ["HttpClient", OfetchHttpClient],
  ["AuthState", AuthState],
  ["Clock", SystemClock],
  ["Random", MathRandom],
];

const expectBound = (ports: Ports, expected: Expected) => {
  for (const [key, type] of [...SHARED, ...expected]) expect(ports.port(key)).toBeInstanceOf(type);
};

describe("browserPorts", () => {
  const ports = lazyPorts(browserPorts(DEFAULT_APP_CONFIG, page, "https://app.example"));

  it("builds every port from its browser adapter without doing any I/O", () => {
    expectBound(ports, [
      ["KeyValueStore", LocalStorageStore],
      ["DeviceFingerprint", FingerprintjsDeviceFingerprint],
      ["DeviceContext", BrowserDeviceContext],
      ["RealtimeSocket", BrowserSocket],
      ["DomainProbe", ImageDomainProbe],
    ]);
    expect(ports.port("AppConfig")).toBe(DEFAULT_APP_CONFIG);
    expect(ports.port("UseCaseConfig")).toEqual(useCaseConfigFrom(DEFAULT_APP_CONFIG, "https://app.example"));
  });

  it("gives one shared instance per port", () => {
    expect(ports.port("KeyValueStore")).toBe(ports.port("KeyValueStore"));
    expect(ports.port("SsoApi")).toBe(ports.port("SsoApi"));
    expect(ports.port("AuthState")).toBe(ports.port("AuthState"));
  });

  it("loads the cipher asynchronously, as a working crypto-js cipher", async () => {
    expect(() => ports.port("Cipher")).toThrow(/asynchronously/);
    const cipher = await ports.portAsync("Cipher");
    expect(await ports.portAsync("Cipher")).toBe(cipher);
    expect(cipher).toBeInstanceOf(CryptoJsCipher);
    expect(cipher.decrypt(cipher.encrypt("hi"))).toBe("hi");
  });
});

describe("nodePorts", () => {
  const stateDir = join(root, "state");
  const config: AppConfig = {
    ...DEFAULT_APP_CONFIG,
    apiBase: "http://127.0.0.1:1/api",
    device: "cli",
    stateDir,
  };
  const ports = containerPorts(nodePorts(config, { context: page }));

  it("binds every port to its Node adapter", () => {
    expectBound(ports, [
      ["KeyValueStore", FileStore],
      ["DeviceFingerprint", StoredRandomDeviceFingerprint],
      ["DeviceContext", NodeDeviceContext],
      ["DomainProbe", NodeDomainProbe],
    ]);
  });

  it("gives one shared instance per port", () => {
    expect(ports.port("SsoApi")).toBe(ports.port("SsoApi"));
    expect(ports.port("AuthState")).toBe(ports.port("AuthState"));
  });

  it("loads the socket stack only when asked: ws and crypto-js resolve asynchronously", async () => {
    expect(() => ports.port("Cipher")).toThrow();
    expect(await ports.portAsync("RealtimeSocket")).toBeInstanceOf(WsSocket);
    const cipher = await ports.portAsync("Cipher");
    expect(cipher).toBeInstanceOf(CryptoJsCipher);
    expect(cipher.decrypt(cipher.encrypt("hi"))).toBe("hi");
  });

  it("points mini-app links at the server it talks to", () => {
    expect(ports.port("UseCaseConfig").miniAppOrigin).toBe("http://127.0.0.1:1");
  });

  it("keeps the file store in the configured state directory", () => {
    const store = ports.port("KeyValueStore");
    expect(store).toBeInstanceOf(FileStore);
    store.set("k", "v");
    expect(new FileStore({ dir: stateDir }).get("k")).toBe("v");
  });
});

describe("one declaration of the ports (ADR-0360)", () => {
  const node = nodePorts({ ...DEFAULT_APP_CONFIG, apiBase: "http://127.0.0.1:1/api" }, { context: page });
  const browser = browserPorts(DEFAULT_APP_CONFIG, page, "https://app.example");

  it("declares the same port names in the browser's table and the Node table", () => {
    expect(portKeys(browser).sort()).toEqual(portKeys(node).sort());
    expect(portKeys(node)).toHaveLength(15);
  });

  it("binds in the container exactly what the table declares, with the table's own recipe", () => {
    const store = new FileStore({ dir: join(root, "declared") });
    const ports = containerPorts({ ...node, KeyValueStore: once(() => store) });
    expect(ports.port("KeyValueStore")).toBe(store);
    expect(ports.port("AuthState")).toBe(ports.port("AuthState"));
  });

  it("adds the deployment's callback origins only when the driver gives a source", async () => {
    expect(await lazyPorts(browser).port("DeploymentCallbackOrigins")()).toEqual([]);
    const withFile = nodePorts(
      { ...DEFAULT_APP_CONFIG, apiBase: "http://127.0.0.1:1/api" },
      {
        context: page,
        deploymentCallbackOrigins: async () => ["https://partner.example"],
      },
    );
    expect(await containerPorts(withFile).port("DeploymentCallbackOrigins")()).toEqual([
      "https://partner.example",
    ]);
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
