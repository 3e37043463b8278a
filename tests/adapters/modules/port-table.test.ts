import { describe, expect, it } from "vitest";
import { lazyPorts, once, type PortTable } from "../../../adapters/modules/port-table";
import { browserPorts } from "../../../adapters/modules/browser.module";
import { DEFAULT_APP_CONFIG } from "../../../adapters/modules/app-config";
import { AuthState } from "../../../core/auth/auth-state";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { coreHarness } from "../../support/core-harness";
import { FakeClock } from "../../support/fake-clock";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";

/** Browser recipes with the store and the API replaced, counting what gets built. */
function countingPorts(store = new MemoryKeyValueStore()) {
  const built: string[] = [];
  const { api } = coreHarness();
  const base = lazyPorts(
    browserPorts(DEFAULT_APP_CONFIG, { language: () => "en-US" }, "https://app.example"),
  );
  const recipes: PortTable = {
    AppConfig: once(() => base.port("AppConfig")),
    UseCaseConfig: once(() => base.port("UseCaseConfig")),
    Clock: once(() => (built.push("Clock"), base.port("Clock"))),
    Random: once(() => (built.push("Random"), base.port("Random"))),
    KeyValueStore: once(() => (built.push("KeyValueStore"), store)),
    AuthState: once((port) => {
      built.push("AuthState");
      const state = new AuthState(port("KeyValueStore"));
      state.restore();
      return state;
    }),
    SsoApi: once(() => (built.push("SsoApi"), api)),
    DeviceFingerprint: once(() => base.port("DeviceFingerprint")),
    DeviceContext: once(() => base.port("DeviceContext")),
    RealtimeSocket: once(() => base.port("RealtimeSocket")),
    Cipher: once(() => base.portAsync("Cipher")),
    DomainProbe: once(() => base.port("DomainProbe")),
    RequestContext: once(() => base.port("RequestContext")),
    HttpClient: once(() => base.port("HttpClient")),
    DeploymentCallbackOrigins: once(() => base.port("DeploymentCallbackOrigins")),
  };
  return { ports: lazyPorts(recipes), built };
}

describe("lazyPorts", () => {
  it("builds nothing until a port is read, then that port and what it needs, each once", () => {
    const store = new MemoryKeyValueStore({ [STORAGE_KEYS.token]: "Bearer kept" });
    const { ports, built } = countingPorts(store);
    expect(built).toEqual([]);
    const auth = ports.port("AuthState");
    expect(built).toEqual(["AuthState", "KeyValueStore"]);
    expect(ports.port("AuthState")).toBe(auth);
    expect(ports.port("KeyValueStore")).toBe(store);
    expect(built).toEqual(["AuthState", "KeyValueStore"]);
    expect(auth.token.value).toBe("Bearer kept");
  });

  it("reads a port bound asynchronously only through portAsync, and the same instance each time", async () => {
    const { ports } = countingPorts();
    expect(() => ports.port("Cipher")).toThrow(/asynchronously/);
    const cipher = await ports.portAsync("Cipher");
    expect(await ports.portAsync("Cipher")).toBe(cipher);
    expect(await ports.portAsync("Clock")).toBe(ports.port("Clock"));
  });

  it("answers for a table of only some ports, and names a missing port when asked for it", () => {
    const clock = new FakeClock();
    const ports = lazyPorts({
      Clock: once(() => clock),
      AuthState: once((port) => new AuthState(port("KeyValueStore"))),
    });
    expect(ports.port("Clock")).toBe(clock);
    expect(() => ports.port("AuthState")).toThrow("No recipe for port KeyValueStore in this table");
  });
});
