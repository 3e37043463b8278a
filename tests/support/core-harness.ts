import { AuthState } from "../../core/auth/auth-state";
import type { Result } from "../../core/result/result";
import { FakeDeviceContext } from "./fake-device-context";
import { FakeDomainProbe } from "./fake-domain-probe";
import { FakeRandom } from "./fake-random";
import { FakeSsoApi } from "./fake-sso-api";
import { MemoryKeyValueStore } from "./memory-key-value-store";

/** The ports a use-case test usually needs, wired together and all in memory. */
export const coreHarness = (options: { reachable?: string[]; existing?: string[] } = {}) => {
  const api = new FakeSsoApi();
  const store = new MemoryKeyValueStore();
  const auth = new AuthState(store);
  const device = new FakeDeviceContext();
  const random = new FakeRandom();
  const probe = new FakeDomainProbe(new Set(options.reachable ?? []), new Set(options.existing ?? []));
  return { api, store, auth, device, random, probe };
};

/** Unwraps a success, failing the test with the error when it is not one. */
export const expectOk = <A, E>(result: Result<A, E>): A => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
};

/** Unwraps a failure, failing the test when the result succeeded. */
export const expectErr = <A, E>(result: Result<A, E>): E => {
  if (result.ok) throw new Error(`expected failure, got ${JSON.stringify(result.value)}`);
  return result.error;
};
