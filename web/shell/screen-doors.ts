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
 * The ways a screen reaches the shell (web/shell/README.md). Screens import nothing else from
 * web/shell, nor React's startTransition or the signals runtime (lint: tools/eslint/shell-zone.rule.js):
 * when an update runs as a transition is decided here, once.
 */

export { useSignalValue } from "./reactivity/signal-value";

/** The services, suspending (nearest <Suspense>, the route's skeleton) until they are ready. */
export function useRequiredServices(): AppServices {
  const handle = useServicesHandle();
  // Not subscribed: until the services are here the component is suspended on ready, and they stay.
  return handle.current.peek() ?? use(handle.ready);
}

/**
 * The services, null while they load (re-rendering as a transition when they arrive), and a way to
 * wait for them: for a screen that renders, and hydrates the HTML's markup, before them (ADR-0532).
 */
export function useLaterServices(): {
  readonly services: AppServices | null;
  readonly ready: () => Promise<AppServices>;
} {
  const handle = useServicesHandle();
  const services = useServices();
  const ready = useCallback(() => handle.ready, [handle]);
  // Services that could not be loaded end where a screen suspended on them would: its error boundary.
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
}

const LOADING = { status: "loading" } as const;

interface Question<A, E> {
  readonly run: (services: AppServices) => Promise<Result<A, E>>;
  readonly deps: DependencyList;
}

const sameDeps = (a: DependencyList, b: DependencyList): boolean =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Runs a use-case once the services are there (without suspending: the screen shows its own loading
 * state) and again whenever `deps` change; gives loading / error / ready and a retry. Answers render
 * as transitions, so an answer arriving while the page loads never forces one long task.
 */
export function useUseCase<A, E>(
  run: (services: AppServices) => Promise<Result<A, E>>,
  deps: DependencyList,
  options: UseCaseOptions<A> = {},
): readonly [UseCaseState<A, E>, () => void] {
  const services = useServices();
  // The caller's deps decide when `run` is a new question (checked at the call site by the hooks
  // lint: eslint.config.js lists useUseCase as an effect-like hook). Kept with React's "state from the
  // previous render" pattern: a new question is stored during render and used at once.
  const [kept, setKept] = useState<Question<A, E>>(() => ({ run, deps }));
  let question = kept;
  if (!sameDeps(kept.deps, deps)) {
    question = { run, deps };
    setKept(question);
  }
  const [attempt, setAttempt] = useState(0);
  const ready = useEffectEvent((value: A) => options.onReady?.(value));
  // Each answer remembers which question, services and attempt it settles, so a new question or a
  // retry reads as loading until its own answer arrives (no synchronous reset inside the effect).
  const [settled, setSettled] = useState<{
    readonly question: typeof question;
    readonly services: AppServices;
    readonly attempt: number;
    readonly state: UseCaseState<A, E>;
  } | null>(null);
  useEffect(() => {
    if (!services) return;
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
  }, [question, services, attempt]);
  const state =
    settled !== null &&
    settled.question === question &&
    settled.services === services &&
    settled.attempt === attempt
      ? settled.state
      : LOADING;
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}

/**
 * The tab of the last log-in on this device, read before the services are in: the log-in opens on
 * it (ADR-0441) as the boot script's choice of markup did. Null in the build's prerender.
 */
export function savedLoginTab(): LoginTypeTab | null {
  return keptBootPreferences()?.loginTab.read() ?? null;
}

/** Whether the HTML's log-in form was sent before the app had it (ADR-0532); reading it forgets it. */
export const takeEarlySubmit = (): boolean => EARLY_SUBMIT.take(document.documentElement) === "login";
