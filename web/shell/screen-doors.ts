import {
  startTransition,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useState,
  type DependencyList,
} from "react";
import type { Result } from "../../core/result/result";
import type { AppServices } from "../services/app-services";
import { useServices, useServicesHandle } from "./services/services-context";
import { keptBootPreferences } from "./kept-preferences";
import type { LoginTypeTab } from "../routes/login-types";
import { EARLY_SUBMIT } from "./prerender/early-clicks";

/**
 * The ways a screen reaches the shell (README.md here; lint: tools/eslint/shell-zone.rule.js): when
 * an update runs as a transition is decided here, once.
 */

export { useSignalValue } from "./reactivity/signal-value";
export { useEarlyPress } from "./early-press";

/** The services, suspending (nearest <Suspense>, the route's skeleton) until they are ready. */
export function useRequiredServices(): AppServices {
  const handle = useServicesHandle();
  // Not subscribed: until the services are here the component is suspended on ready, and they stay.
  return handle.current.peek() ?? use(handle.ready);
}

/** The services or null while they load, and a way to wait for them: for the log-in (ADR-0532). */
export function useLaterServices(): {
  readonly services: AppServices | null;
  readonly ready: () => Promise<AppServices>;
} {
  const handle = useServicesHandle();
  const services = useServices();
  const ready = useCallback(() => handle.ready, [handle]);
  // Services that could not be loaded end where a suspended screen would: its error boundary.
  const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    handle.ready.catch((error: unknown) => live && setFailure({ error }));
    return () => {
      live = false;
    };
  }, [handle]);
  if (failure) throw failure.error;
  return { services, ready };
}

export type UseCaseState<A, E> =
  | { readonly status: "loading" }
  /** `error` is the use-case's failure; null when it threw or the services could not be loaded. */
  | { readonly status: "error"; readonly error: E | null }
  | { readonly status: "ready"; readonly value: A };

export interface UseCaseOptions<A> {
  /** Runs with the answer inside the same transition, so what it sets commits in the same render. */
  readonly onReady?: (value: A) => void;
  /** Not asked while true: a part out of view (useNearViewport) waits until it is near. */
  readonly paused?: boolean;
}

const LOADING = { status: "loading" } as const;

interface Question<A, E> {
  readonly run: (services: AppServices) => Promise<Result<A, E>>;
  readonly deps: DependencyList;
}

const sameDeps = (a: DependencyList, b: DependencyList): boolean =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Runs a use-case once the services are there, without suspending, and again whenever `deps` change;
 * gives loading / error / ready and a retry. Answers render as transitions.
 */
export function useUseCase<A, E>(
  run: (services: AppServices) => Promise<Result<A, E>>,
  deps: DependencyList,
  options: UseCaseOptions<A> = {},
): readonly [UseCaseState<A, E>, () => void] {
  const services = useServices();
  // The caller's deps decide when `run` is a new question (the hooks lint checks them at the call
  // site); React's "state from the previous render" pattern stores it during render.
  const [kept, setKept] = useState<Question<A, E>>(() => ({ run, deps }));
  let question = kept;
  if (!sameDeps(kept.deps, deps)) {
    question = { run, deps };
    setKept(question);
  }
  const [attempt, setAttempt] = useState(0);
  const ready = useEffectEvent((value: A) => options.onReady?.(value));
  // An answer remembers what it settles, so a new question or a retry reads as loading until its own.
  const [settled, setSettled] = useState<{
    readonly question: typeof question;
    readonly services: AppServices;
    readonly attempt: number;
    readonly state: UseCaseState<A, E>;
  } | null>(null);
  useEffect(() => {
    if (!services || options.paused) return;
    let live = true;
    const settle = (state: UseCaseState<A, E>) => {
      if (!live) return;
      startTransition(() => {
        setSettled({ question, services, attempt, state });
        if (state.status === "ready") ready(state.value);
      });
    };
    question.run(services).then(
      (result) =>
        settle(
          result.ok ? { status: "ready", value: result.value } : { status: "error", error: result.error },
        ),
      () => settle({ status: "error", error: null }),
    );
    return () => {
      live = false;
    };
  }, [question, services, attempt, options.paused]);
  const current =
    settled?.question === question && settled.services === services && settled.attempt === attempt;
  const state = current ? settled.state : LOADING;
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}

/** The tab of the last log-in on this device (ADR-0441), before the services; null in the prerender. */
export function savedLoginTab(): LoginTypeTab | null {
  return keptBootPreferences()?.loginTab.read() ?? null;
}

/** Whether the HTML's log-in form was sent before the app had it (ADR-0532); reading it forgets it. */
export const takeEarlySubmit = (): boolean => EARLY_SUBMIT.take(document.documentElement) === "login";
