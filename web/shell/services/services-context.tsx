import { signal, type ReadonlySignal, type Signal } from "@preact/signals-react";
import { createContext, useContext, type ReactNode } from "react";
import { useSignalValue } from "../reactivity/signal-value";
import type { AppServices } from "../../services/app-services";

/**
 * The services arrive after the page wakes (their own chunk, ADR-0099), so the context carries a
 * handle: a signal, null until they are ready, and a promise for Suspense.
 */
export interface ServicesHandle {
  readonly current: ReadonlySignal<AppServices | null>;
  readonly ready: Promise<AppServices>;
  provide(services: AppServices): void;
  /** The services could not be loaded: screens waiting for them throw to their error boundary. */
  fail(error: unknown): void;
}

export function createServicesHandle(): ServicesHandle {
  const current: Signal<AppServices | null> = signal(null);
  let resolve: (services: AppServices) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const ready = new Promise<AppServices>((res, rej) => ([resolve, reject] = [res, rej]));
  // Nobody may be waiting yet when loading fails; that must not surface as an unhandled rejection.
  ready.catch(() => {});
  return {
    current,
    ready,
    provide(services) {
      current.value = services;
      resolve(services);
    },
    fail: reject,
  };
}

const ServicesContext = createContext<ServicesHandle | null>(null);

export function ServicesProvider({ handle, children }: { handle: ServicesHandle; children: ReactNode }) {
  return <ServicesContext value={handle}>{children}</ServicesContext>;
}

/** The handle itself, for event handlers that `await handle.ready`. */
export function useServicesHandle(): ServicesHandle {
  const handle = useContext(ServicesContext);
  if (!handle) throw new Error("ServicesProvider is missing");
  return handle;
}

/** Services or null while they load; re-renders when they arrive. */
export function useServices(): AppServices | null {
  return useSignalValue(useServicesHandle().current);
}

const NOT_LOADED: ReadonlySignal<null> = signal(null);

/** A signal of the services, read as useSignalValue reads one; null until the services are in. */
export function useServicesSignal<T>(pick: (services: AppServices) => ReadonlySignal<T>): T | null {
  const services = useServices();
  return useSignalValue<T | null>(services ? pick(services) : NOT_LOADED);
}

/** Whether a token exists; null until the auth state has been loaded. */
export const useIsLoggedIn = () => useServicesSignal((services) => services.auth.isLoggedIn);
