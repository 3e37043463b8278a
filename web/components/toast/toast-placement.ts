import { useLayoutEffect, useRef } from "react";

export interface Rect {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** Space between a lifted toast stack and the button below it. */
const GAP = 8;

/**
 * How far the toast stack (where it sits unlifted) must rise to stand clear above the screen's
 * primary button; 0 when they do not meet (ADR-0384). The stack sits at the bottom edge, so rising
 * is the one way out.
 */
export function liftClearOf(stack: Rect, button: Rect | null): number {
  if (!button || button.bottom <= button.top) return 0;
  const meetX = stack.left < button.right && button.left < stack.right;
  const meetY = stack.top < button.bottom + GAP && button.top - GAP < stack.bottom;
  return meetX && meetY ? stack.bottom - button.top + GAP : 0;
}

/** The screen's primary action: its form's submit button, else its first primary button. */
function primaryButton(): Element | null {
  const main = document.getElementById("main");
  return main?.querySelector("form button[type=submit], .btn--primary") ?? null;
}

/**
 * Keeps the stack `stackRef` clear of the primary button while toasts show: measured when they
 * change, and again on scroll and resize, which move the button under them. Writes the lift to the
 * stack's `--toast-lift` (toast.css) directly: it follows the page's layout, not React state.
 */
export function usePrimaryClearance(
  stackRef: { readonly current: HTMLElement | null },
  toasts: readonly unknown[],
): void {
  const liftNow = useRef(0);
  useLayoutEffect(() => {
    const element = stackRef.current;
    if (!element) return;
    const apply = (lift: number) => {
      liftNow.current = lift;
      if (lift > 0) element.style.setProperty("--toast-lift", `${lift}px`);
      else element.style.removeProperty("--toast-lift");
    };
    if (toasts.length === 0) {
      apply(0);
      return;
    }
    const place = () => {
      const stack = element.getBoundingClientRect();
      if (stack.height === 0) return;
      // Where the stack would sit unlifted.
      const natural = {
        top: stack.top + liftNow.current,
        bottom: stack.bottom + liftNow.current,
        left: stack.left,
        right: stack.right,
      };
      const next = Math.round(liftClearOf(natural, primaryButton()?.getBoundingClientRect() ?? null));
      if (next !== liftNow.current) apply(next);
    };
    place();
    const frame = requestAnimationFrame(place);
    addEventListener("scroll", place, { passive: true, capture: true });
    addEventListener("resize", place);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener("scroll", place, { capture: true });
      removeEventListener("resize", place);
    };
  }, [toasts, stackRef]);
}
