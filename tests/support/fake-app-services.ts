import { signal } from "@preact/signals-react";
import type { Clock } from "../../core/ports/clock.port";
import type { ChatStatus } from "../../web/chat/chat-link";
import type { AppServices } from "../../web/services/app-services";
import { createServicesHandle, type ServicesHandle } from "../../web/shell/services/services-context";
import { driverCapabilities } from "../../web/services/driver-capabilities";
import { coreHarness } from "./core-harness";
import { FakeClock } from "./fake-clock";
import { fakeUseCases } from "./fake-use-cases";

/**
 * Web app services over memory fakes: the real use-cases (fakeUseCases), the capabilities the
 * composition root builds (driverCapabilities) over the harness's store and `clock`, and a chat
 * that stays off.
 */
export function fakeAppServices(
  overrides: Partial<AppServices> = {},
  ports = coreHarness(),
  clock: Clock = new FakeClock(),
): AppServices {
  return {
    auth: ports.auth,
    ...driverCapabilities(ports.store, clock),
    chat: { status: signal<ChatStatus>("off"), dispose: () => undefined },
    useCases: fakeUseCases(ports),
    thirdPartySources: [],
    deploymentProblems: async () => [],
    ...overrides,
  };
}

/** A services handle whose services are in, as once the app has loaded them. */
export function loadedServicesHandle(services: AppServices = fakeAppServices()): ServicesHandle {
  const handle = createServicesHandle();
  handle.provide(services);
  return handle;
}
