import { useEffect } from "react";
import { currentHashLocation } from "../../routes/hash-location";
import { splitLocation } from "../../routes/route-path";

/** What belongs to one screen and leaves with it (its toasts, its dialogs). */
export interface ScreenBound {
  screenChanged(): void;
}

/**
 * Tells `owner` when the visitor moves to another screen (another path; a changed query is the
 * same screen). Listens to the location events themselves, before the next screen mounts, so what
 * that screen raises on arrival is its own (ADR-0384).
 */
export function useLeaveWithScreen(owner: ScreenBound): void {
  useEffect(() => {
    const screenOf = () => splitLocation(currentHashLocation()).path;
    let screen = screenOf();
    const moved = () => {
      const now = screenOf();
      if (now === screen) return;
      screen = now;
      owner.screenChanged();
    };
    addEventListener("hashchange", moved);
    addEventListener("popstate", moved);
    return () => {
      removeEventListener("hashchange", moved);
      removeEventListener("popstate", moved);
    };
  }, [owner]);
}
