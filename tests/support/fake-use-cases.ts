import type { UseCases } from "../../core/app/use-cases";
import { lazyPorts, once } from "../../adapters/modules/port-table";
import type { UseCaseConfig } from "../../adapters/modules/use-case-config";
import { useCasesFrom } from "../../adapters/modules/use-cases.factory";
import { coreHarness } from "./core-harness";

export const FAKE_USE_CASE_CONFIG: UseCaseConfig = {
  callbackOrigins: ["https://app.example"],
  miniAppOrigin: "https://app.example",
};

export type FakePorts = ReturnType<typeof coreHarness>;

/**
 * The real use-cases, built by the production factory over the in-memory ports of `coreHarness`
 * (seed `ports.api` to shape answers), resolved the one way the browser resolves its table
 * (ADR-0360). A test that needs one answer exactly replaces that method:
 * `vi.spyOn(useCases.login, "execute").mockResolvedValue(…)`.
 */
export function fakeUseCases(
  ports: FakePorts = coreHarness(),
  config = FAKE_USE_CASE_CONFIG,
  deploymentCallbackOrigins: readonly string[] = [],
): UseCases {
  return useCasesFrom(
    lazyPorts({
      SsoApi: once(() => ports.api),
      KeyValueStore: once(() => ports.store),
      AuthState: once(() => ports.auth),
      DeviceContext: once(() => ports.device),
      Random: once(() => ports.random),
      DomainProbe: once(() => ports.probe),
      UseCaseConfig: once(() => config),
      DeploymentCallbackOrigins: once(() => async () => deploymentCallbackOrigins),
    }),
  );
}
