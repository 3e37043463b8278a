import { signal, type ReadonlySignal, type Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { createContext, use, useContext, type ReactNode } from "react";
import type { AppServices } from "./app-services";

/**
 * The services arrive after first paint (the container, effect and the HTTP adapter live in their own
 * chunk, see docs/decisions.md), so the context carries a handle: a signal that is null until ready
 * and a promise for Suspense.
 */
export interface ServicesHandle {
  readonly current: ReadonlySignal<AppServices | null>;
  readonly ready: Promise<AppServices>;
  provide(services: AppServices): void;
  /** The services could not be loaded: screens waiting for them throw to their error boundary. */
  fail(error: unknown): void;
}

export function createServicesHandle(initial?: AppServices): ServicesHandle {
  const current: Signal<AppServices | null> = signal(initial ?? null);
  let resolve: (services: AppServices) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const ready = initial
    ? Promise.resolve(initial)
    : new Promise<AppServices>((res, rej) => {
        resolve = res;
        reject = rej;
      });
  // Nobody may be waiting yet when loading fails; that must not surface as an unhandled rejection.
  ready.catch(() => {});
  return {
    current,
    ready,
    provide(services) {
      current.value = services;
      resolve(services);
    },
    fail(error) {
      reject(error);
    },
  };
}

const ServicesContext = createContext<ServicesHandle | null>(null);

export function ServicesProvider({ handle, children }: { handle: ServicesHandle; children: ReactNode }) {
  return <ServicesContext value={handle}>{children}</ServicesContext>;
}

function useHandle(): ServicesHandle {
  const handle = useContext(ServicesContext);
  if (!handle) throw new Error("ServicesProvider is missing");
  return handle;
}

/** Services or null while they load; re-renders when they arrive. For the shell's optional parts. */
export function useServices(): AppServices | null {
  useSignals();
  return useHandle().current.value;
}

/** Services, suspending (nearest <Suspense>) until they are ready. For screens that need them. */
export function useRequiredServices(): AppServices {
  useSignals();
  const handle = useHandle();
  return handle.current.value ?? use(handle.ready);
}

/** Whether a token exists; null until the auth state has been loaded. */
export function useIsLoggedIn(): boolean | null {
  const services = useServices();
  return services ? services.auth.isLoggedIn.value : null;
}

/** The handle itself, for event handlers that `await handle.ready`. */
export function useServicesHandle(): ServicesHandle {
  return useHandle();
}
