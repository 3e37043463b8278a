import { signal, type Signal } from "@preact/signals-react";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { useSignalValue } from "../shell/screen-doors";

/** What a screen may put into or change in the app header while it is shown. */
export interface HeaderOverrides {
  /** Extra buttons at the end of the header (SHELL-HEADER-1 "optional extra buttons"). */
  readonly actions?: ReactNode;
  /** Hide the back button (e.g. forgot after reset=success). */
  readonly hideBack?: boolean;
  /** Replace the route's title. */
  readonly title?: string;
}

const HeaderSlotContext = createContext<Signal<HeaderOverrides>>(signal({}));

export function HeaderSlotProvider({
  value,
  children,
}: {
  value: Signal<HeaderOverrides>;
  children: ReactNode;
}) {
  return <HeaderSlotContext value={value}>{children}</HeaderSlotContext>;
}

/**
 * `useHeader({ actions: <Button…/>, hideBack: true })` from a screen; reset when it unmounts.
 * Pass a stable or memoised object; it is re-applied when it changes.
 */
export function useHeader(overrides: HeaderOverrides): void {
  const slot = useContext(HeaderSlotContext);
  useEffect(() => {
    publish(slot, overrides);
    return () => publish(slot, {});
  }, [slot, overrides]);
}

// Writing the slot is the point of the context (the header reads it); kept outside the hook so
// the hooks lint, which takes context values as immutable, sees a call rather than a mutation.
// An equal value is not written: the header reads the slot without a transition (a
// useSyncExternalStore), and every write from a screen's effect re-renders it synchronously, a
// task React cannot split. On #/login the screen's "no overrides" replaced the initial empty ones
// right after hydration (ADR-0179).
function publish(slot: Signal<HeaderOverrides>, overrides: HeaderOverrides): void {
  if (!sameOverrides(slot.peek(), overrides)) slot.value = overrides;
}

const sameOverrides = (a: HeaderOverrides, b: HeaderOverrides): boolean =>
  a.actions === b.actions && Boolean(a.hideBack) === Boolean(b.hideBack) && a.title === b.title;

/** What the screen asks of the header, at once: it must change in the same frame as the screen. */
export function useHeaderOverrides(): HeaderOverrides {
  return useSignalValue(useContext(HeaderSlotContext));
}
