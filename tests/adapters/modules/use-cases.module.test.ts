import { describe, expect, it, vi } from "vitest";
import { Container } from "inversify";
import { PORT_TOKENS } from "../../../adapters/modules/port-tokens";
import type { UseCaseConfig } from "../../../adapters/modules/use-case-config";
import { USE_CASE_TOKENS } from "../../../adapters/modules/use-case-tokens";
import { useCasesModule } from "../../../adapters/modules/use-cases.module";
import { AuthState } from "../../../core/auth/auth-state";
import type { LoginUseCase } from "../../../core/auth/login.use-case";
import type { LogoutUseCase } from "../../../core/auth/logout.use-case";
import { STORAGE_KEYS } from "../../../core/storage/storage-keys";
import { FakeDeviceContext } from "../../support/fake-device-context";
import { FakeDomainProbe } from "../../support/fake-domain-probe";
import { FakeRandom } from "../../support/fake-random";
import { FakeSsoApi } from "../../support/fake-sso-api";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";

const config: UseCaseConfig = {
  callbackOrigins: ["https://app.example"],
  miniAppOrigin: "https://app.example",
};

const container = (store = new MemoryKeyValueStore()) => {
  const c = new Container();
  const api = new FakeSsoApi();
  c.bind(PORT_TOKENS.SsoApi).toConstantValue(api);
  c.bind(PORT_TOKENS.KeyValueStore).toConstantValue(store);
  c.bind(PORT_TOKENS.DeviceContext).toConstantValue(new FakeDeviceContext());
  c.bind(PORT_TOKENS.DomainProbe).toConstantValue(new FakeDomainProbe());
  c.bind(PORT_TOKENS.Random).toConstantValue(new FakeRandom());
  c.bind(USE_CASE_TOKENS.UseCaseConfig).toConstantValue(config);
  c.load(useCasesModule);
  return { c, api };
};

describe("useCasesModule", () => {
  it("resolves every use-case token", () => {
    const { c } = container();
    for (const [name, token] of Object.entries(USE_CASE_TOKENS)) {
      if (name === "UseCaseConfig" || name === "LogoutHook") continue;
      expect(c.get(token), name).toBeTruthy();
    }
  });

  it("shares one restored AuthState between the use-cases", async () => {
    const store = new MemoryKeyValueStore({ [STORAGE_KEYS.token]: "Bearer restored" });
    const { c, api } = container(store);
    const auth = c.get<AuthState>(USE_CASE_TOKENS.AuthState);
    expect(auth).toBeInstanceOf(AuthState);
    expect(auth.token.value).toBe("Bearer restored");
    api.addAccount({ username: "hank_001", password: "pass1234", email: "hank@example.com" });
    await c
      .get<LoginUseCase>(USE_CASE_TOKENS.Login)
      .execute({ mode: "email-password", email: "hank@example.com", password: "pass1234" });
    expect(c.get<AuthState>(USE_CASE_TOKENS.AuthState).token.value).toMatch(/^Bearer tok-/);
  });

  it("runs the bound logout hooks", async () => {
    const { c } = container();
    const hook = vi.fn();
    c.bind(USE_CASE_TOKENS.LogoutHook).toConstantValue(hook);
    await c.get<LogoutUseCase>(USE_CASE_TOKENS.Logout).execute();
    expect(hook).toHaveBeenCalledOnce();
  });
});
