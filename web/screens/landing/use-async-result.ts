import { startTransition, useCallback, useEffect, useState } from "react";
import type { Result } from "../../../core/result/result";

export type AsyncState<A> =
  | { readonly status: "loading" }
  | { readonly status: "error" }
  | { readonly status: "ready"; readonly value: A };

const LOADING = { status: "loading" } as const;

/**
 * Runs a use-case once its services are there; gives loading / error / ready and a retry. A change
 * of `refresh` (e.g. the language the server writes in) runs it again.
 */
export function useAsyncResult<A>(
  run: (() => Promise<Result<A, unknown>>) | null,
  refresh?: string,
): [AsyncState<A>, () => void] {
  const [attempt, setAttempt] = useState(0);
  // Each answer remembers which run and attempt it settles, so a new run or a retry reads as
  // loading until its own answer arrives (no synchronous reset inside the effect).
  const [settled, setSettled] = useState<{
    readonly run: typeof run;
    readonly attempt: number;
    readonly refresh: string | undefined;
    readonly state: AsyncState<A>;
  } | null>(null);
  useEffect(() => {
    if (!run) return;
    let live = true;
    // An answer renders as a transition, in slices: a default update is one task React cannot
    // split, and the landing's sections answer while the page is still loading.
    const settle = (state: AsyncState<A>) => {
      if (live) startTransition(() => setSettled({ run, attempt, refresh, state }));
    };
    run().then(
      (result) => settle(result.ok ? { status: "ready", value: result.value } : { status: "error" }),
      () => settle({ status: "error" }),
    );
    return () => {
      live = false;
    };
  }, [run, attempt, refresh]);
  const state =
    settled !== null && settled.run === run && settled.attempt === attempt && settled.refresh === refresh
      ? settled.state
      : LOADING;
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
