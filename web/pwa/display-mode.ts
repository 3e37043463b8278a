import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";

/** DATA-STORAGE-1: the display mode, "pwa" when launched as the installed app, else "web". */
export function currentDisplayMode(): "pwa" | "web" {
  const standalone =
    matchMedia("(display-mode: standalone)").matches ||
    matchMedia("(display-mode: fullscreen)").matches ||
    ("standalone" in navigator && (navigator as Navigator & { standalone?: boolean }).standalone === true);
  return standalone ? "pwa" : "web";
}

export function rememberDisplayMode(store: KeyValueStore): void {
  store.set(STORAGE_KEYS.displayMode, currentDisplayMode());
}
