import type { ReadonlySignal } from "@preact/signals-react";
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

/**
 * A signal's value for rendering, where a change re-renders as a transition: through
 * useSyncExternalStore, a write outside render forces a synchronous render React cannot split
 * (ADR-0179). Not for what must change with the screen in the same frame.
 */
export function useTransitionSignal<T>(source: ReadonlySignal<T>, enabled = true): T {
  const [value, setValue] = useState(() => source.peek());
  const shown = useRef(value);
  useEffect(
    // subscribe() calls back at once, so a write between render and effect counts; only a change renders.
    () =>
      enabled
        ? source.subscribe((next) => {
            if (Object.is(next, shown.current)) return;
            shown.current = next;
            startTransition(() => setValue(() => next));
          })
        : undefined,
    [source, enabled],
  );
  return value;
}

const noSubscription = () => () => {};

/** A signal's value for rendering, re-rendering on change: at once, or with `transition` as one. */
export function useSignalValue<T>(source: ReadonlySignal<T>, options: { transition?: boolean } = {}): T {
  const transition = options.transition === true;
  const viaTransition = useTransitionSignal(source, transition);
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const direct = useSyncExternalStore(
    transition ? noSubscription : subscribe,
    () => source.peek(),
    () => source.peek(),
  );
  return transition ? viaTransition : direct;
}
