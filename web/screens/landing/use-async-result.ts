import { useCallback, useEffect, useState } from "react";
import type { Result } from "../../../core/shared/result";

export type AsyncState<A> =
  | { readonly status: "loading" }
  | { readonly status: "error" }
  | { readonly status: "ready"; readonly value: A };

/** Runs a use-case once its services are there; gives loading / error / ready and a retry. */
export function useAsyncResult<A>(
  run: (() => Promise<Result<A, unknown>>) | null,
): [AsyncState<A>, () => void] {
  const [state, setState] = useState<AsyncState<A>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!run) return;
    let live = true;
    setState({ status: "loading" });
    run().then(
      (result) =>
        live && setState(result.ok ? { status: "ready", value: result.value } : { status: "error" }),
      () => live && setState({ status: "error" }),
    );
    return () => {
      live = false;
    };
  }, [run, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
