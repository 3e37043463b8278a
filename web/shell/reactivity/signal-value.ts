import type { ReadonlySignal } from "@preact/signals-react";
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

/**
 * A signal's value for rendering, where a change re-renders as a transition. Read through a
 * useSyncExternalStore, a write made outside React's render forces a synchronous render React
 * cannot split or yield from: when the services arrived after hydration on #/login, every reader
 * re-rendered in one such task (ADR-0179). For values whose arrival may take a frame: the services
 * handle. Not for what must change with the screen in the same frame (the header's overrides).
 */
export function useTransitionSignal<T>(source: ReadonlySignal<T>, enabled = true): T {
  const [value, setValue] = useState(() => source.peek());
  const shown = useRef(value);
  useEffect(
    // subscribe() calls back at once with the current value: a write between render and effect
    // counts. Only a real change renders (an update scheduled for nothing would re-render anyway).
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

/**
 * A signal's value for rendering; the component re-renders when it changes: at once, or with
 * `transition` as a transition (useTransitionSignal above: a countdown made in an effect, the services).
 */
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
