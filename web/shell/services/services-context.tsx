import { signal, type ReadonlySignal, type Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { useTransitionSignal } from "../reactivity/use-transition-signal";
import type { AppServices } from "../../services/app-services";

/**
 * The services arrive after the first screen is on screen (the container, effect and the HTTP adapter
 * live in their own chunk, see ADR-0099), so the context carries a handle: a signal that is
 * null until ready and a promise for Suspense.
 */
export interface ServicesHandle {
  readonly current: ReadonlySignal<AppServices | null>;
  /** The services once built. Reading it asks for them (request()): whoever waits needs them. */
  readonly ready: Promise<AppServices>;
  /**
   * Asks for the services to be loaded; only the first call does anything. The route view asks once
   * its screen is on screen, screens that cannot render without them ask by suspending on ready.
   */
  request(): void;
  provide(services: AppServices): void;
  /** The services could not be loaded: screens waiting for them throw to their error boundary. */
  fail(error: unknown): void;
}

export function createServicesHandle(initial?: AppServices, load: () => void = () => {}): ServicesHandle {
  const current: Signal<AppServices | null> = signal(initial ?? null);
  let requested = initial !== undefined;
  const request = () => {
    if (requested) return;
    requested = true;
    load();
  };
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
    get ready() {
      request();
      return ready;
    },
    request,
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

/**
 * Services or null while they load; re-renders when they arrive (as a transition: use-transition-signal.ts).
 * For the shell's optional parts. A component that reads the services' own signals calls
 * useSignals() itself (useIsLoggedIn below).
 */
export function useServices(): AppServices | null {
  return useTransitionSignal(useHandle().current);
}

/** Whether a token exists; null until the auth state has been loaded. */
export function useIsLoggedIn(): boolean | null {
  useSignals();
  const services = useServices();
  return services ? services.auth.isLoggedIn.value : null;
}

/** The handle itself, for event handlers that `await handle.ready`. */
export function useServicesHandle(): ServicesHandle {
  return useHandle();
}

/**
 * Asks for the services once it has been committed. The route view renders it beside the screen,
 * inside the screen's Suspense boundary, so that is when the screen itself is shown (or a screen
 * that needs the services suspends on them, which asks too).
 */
export function RequestServices(): null {
  const handle = useHandle();
  useEffect(() => handle.request(), [handle]);
  return null;
}
