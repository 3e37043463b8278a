import { useEffect, useRef, type RefObject } from "react";
import { focusableIn } from "./focus-trap";

/**
 * On open: remembers what had focus and moves focus into the container (first field or button,
 * else the container). On close: gives focus back, so keyboard and screen-reader users land where
 * they were.
 */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  initial?: "first" | "container",
) {
  const previous = useRef<Element | null>(null);
  useEffect(() => {
    if (!open) return;
    previous.current = document.activeElement;
    const node = container.current;
    if (node) {
      const target = initial === "container" ? null : focusableIn(node)[0];
      (target ?? node).focus();
    }
    return () => {
      const back = previous.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [open, container, initial]);
}
