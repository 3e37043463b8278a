import type { ReadonlySignal } from "@preact/signals-react";
import { useCallback, useSyncExternalStore } from "react";

/**
 * A signal's value for rendering, re-rendering when it changes. Changes render at once: since the
 * app wakes on intent (ADR-0450), rendering them as transitions (ADR-0179) measured no difference.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  return useSyncExternalStore(
    subscribe,
    () => source.peek(),
    () => source.peek(),
  );
}
