import { signal } from "@preact/signals-react";
import type { ChatStatus } from "../../web/chat/chat-link";
import type { AppServices } from "../../web/services/app-services";
import { coreHarness } from "./core-harness";
import { FakeClock } from "./fake-clock";
import { fakeUseCases } from "./fake-use-cases";

/** Web app services over memory fakes: the real use-cases (fakeUseCases) and a chat that stays off. */
export function fakeAppServices(overrides: Partial<AppServices> = {}, ports = coreHarness()): AppServices {
  return {
    auth: ports.auth,
    store: ports.store,
    clock: new FakeClock(),
    chat: { status: signal<ChatStatus>("off"), dispose: () => undefined },
    useCases: fakeUseCases(ports),
    thirdPartySources: [],
    deploymentProblems: async () => [],
    ...overrides,
  };
}
