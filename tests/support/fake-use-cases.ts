import { Container } from "inversify";
import type { UseCases } from "../../core/app/use-cases";
import { containerPorts, TOKENS, type Bindings } from "../../adapters/modules/tokens";
import type { UseCaseConfig } from "../../adapters/modules/use-case-config";
import { useCasesFrom } from "../../adapters/modules/use-cases.factory";
import { coreHarness } from "./core-harness";
import { FakeClock } from "./fake-clock";

export const FAKE_USE_CASE_CONFIG: UseCaseConfig = {
  callbackOrigins: ["https://app.example"],
  miniAppOrigin: "https://app.example",
};

export type FakePorts = ReturnType<typeof coreHarness>;

/**
 * The real use-cases, built by the production factory over the in-memory ports of `coreHarness`
 * (seed `ports.api` to shape answers). A test that needs one answer exactly replaces that method:
 * `vi.spyOn(useCases.login, "execute").mockResolvedValue(…)`.
 */
export function fakeUseCases(ports: FakePorts = coreHarness(), config = FAKE_USE_CASE_CONFIG): UseCases {
  const container = new Container();
  const bindValue = <K extends keyof Bindings>(key: K, value: Bindings[K]) =>
    container.bind<Bindings[K]>(TOKENS[key]).toConstantValue(value);
  bindValue("SsoApi", ports.api);
  bindValue("KeyValueStore", ports.store);
  bindValue("AuthState", ports.auth);
  bindValue("DeviceContext", ports.device);
  bindValue("Random", ports.random);
  bindValue("DomainProbe", ports.probe);
  bindValue("Clock", new FakeClock());
  bindValue("UseCaseConfig", config);
  return useCasesFrom(containerPorts(container));
}
