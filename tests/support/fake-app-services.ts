import { AuthState } from "../../core/auth/auth-state";
import type { AppServices } from "../../web/services/app-services";
import { FakeClock } from "./fake-clock";
import { MemoryKeyValueStore } from "./memory-key-value-store";

/** Web app services over memory fakes; use-cases and the container refuse to be used unless overridden. */
export function fakeAppServices(overrides: Partial<AppServices> = {}): AppServices {
  const store = new MemoryKeyValueStore();
  const inert = { execute: () => Promise.reject(new Error("not used")) };
  return {
    auth: new AuthState(store),
    store,
    clock: new FakeClock(),
    useCases: { logout: inert, announcements: inert, androidVersion: inert, hostEntrance: inert },
    get: () => {
      throw new Error("not used");
    },
    ...overrides,
  };
}
