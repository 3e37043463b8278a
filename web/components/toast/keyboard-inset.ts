import { useEffect, useState } from "react";

/** The parts of `window.visualViewport` the inset is computed from. */
export interface ViewportSize {
  readonly height: number;
  readonly offsetTop: number;
  readonly scale: number;
}

/**
 * How much of the bottom of the layout viewport the on-screen keyboard covers, in CSS pixels.
 *
 * Chromium on Android honours `interactive-widget=resizes-content` (index.html): the keyboard
 * shrinks the layout viewport itself, `innerHeight` with it, and this is 0. Safari on iOS ignores
 * that key and only shrinks the visual viewport; fixed elements stay laid out against the full
 * height, under the keyboard, and this is the part hidden. A pinch-zoom also shrinks the visual
 * viewport, so nothing is moved while zoomed in (the toast would chase the zoom otherwise).
 */
export function keyboardInset(innerHeight: number, viewport: ViewportSize | null): number {
  if (!viewport || viewport.scale > 1.01) return 0;
  const hidden = innerHeight - viewport.height - viewport.offsetTop;
  // Below ~a toolbar's height it is browser chrome sliding, not a keyboard.
  return hidden > 80 ? Math.round(hidden) : 0;
}

/** `keyboardInset` kept current from the visual viewport's resize and scroll events. */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setInset(keyboardInset(window.innerHeight, viewport));
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
    };
  }, []);
  return inset;
}
