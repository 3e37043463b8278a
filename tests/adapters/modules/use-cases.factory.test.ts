import { describe, expect, it, vi } from "vitest";
import { containerPorts } from "../../../adapters/modules/port-container";
import { lazyPorts, once } from "../../../adapters/modules/port-table";
import { useCasesFrom } from "../../../adapters/modules/use-cases.factory";
import { nodePorts } from "../../../adapters/modules/node.module";
import { DEFAULT_APP_CONFIG } from "../../../adapters/modules/app-config";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { coreHarness } from "../../support/core-harness";
import { fakeUseCases } from "../../support/fake-use-cases";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";

describe("useCasesFrom", () => {
  it("builds every use-case of the record, each once", () => {
    const useCases = fakeUseCases();
    const entries = Object.entries(useCases);
    expect(entries.length).toBeGreaterThan(10);
    for (const [name, useCase] of entries) {
      expect(useCase, name).toBeInstanceOf(Object);
      expect(Object.entries(useCases).find(([other]) => other === name)?.[1], name).toBe(useCase);
    }
  });

  it("resolves nothing until a use-case is read, then only what that use-case needs", () => {
    const resolved: string[] = [];
    const { api, store } = coreHarness();
    const useCases = useCasesFrom(
      lazyPorts({
        SsoApi: once(() => (resolved.push("SsoApi"), api)),
        KeyValueStore: once(() => (resolved.push("KeyValueStore"), store)),
      }),
    );
    expect(resolved).toEqual([]);
    expect(useCases.countries).toBe(useCases.countries);
    expect(resolved.sort()).toEqual(["KeyValueStore", "SsoApi"]);
    // The table holds nothing else: building any other use-case here would have thrown.
    expect(() => useCases.login).toThrow(/No recipe for port/);
  });

  it("shares the one AuthState between the use-cases that log in and out", async () => {
    const ports = coreHarness();
    const useCases = fakeUseCases(ports);
    ports.api.addAccount({ username: "hank_001", password: "pass1234", email: "hank@example.com" });
    await useCases.login.execute({ mode: "email-password", email: "hank@example.com", password: "pass1234" });
    expect(ports.auth.token.value).toMatch(/^Bearer tok-/);
    await useCases.logout.execute();
    expect(ports.auth.token.value).toBeNull();
  });

  it("over the Node table in its container, restores the stored session for whoever reads it first", async () => {
    const store = new MemoryKeyValueStore({ [STORAGE_KEYS.token]: "Bearer restored" });
    const table = nodePorts(
      { ...DEFAULT_APP_CONFIG, apiBase: "http://127.0.0.1:1/api", device: "cli" },
      { context: { language: () => "en-US" } },
    );
    const ports = containerPorts({ ...table, KeyValueStore: once(() => store) });
    const useCases = useCasesFrom(ports);
    expect(ports.port("AuthState").token.value).toBe("Bearer restored");
    const logout = vi.spyOn(store, "remove");
    await useCases.logout.execute();
    expect(logout).toHaveBeenCalled();
  });
});
