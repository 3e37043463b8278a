import { useEffect, type RefObject } from "react";
import { EARLY_PRESSED } from "./prerender/early-clicks";

/**
 * Presses again, once this part of the page is hydrated, what in it was pressed before the app was
 * live (marked by the boot script): React drops a press on markup it has not hydrated yet.
 */
export function useEarlyPress(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const pressed = ref.current?.querySelector(`[${EARLY_PRESSED}]`);
    pressed?.removeAttribute(EARLY_PRESSED);
    if (pressed instanceof HTMLElement) pressed.click();
  }, [ref]);
}
