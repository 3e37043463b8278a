import type { StoredPreference } from "../../core/storage/stored-preference";

/** DATA-STORAGE-1: the display mode, "pwa" when launched as the installed app, else "web". */
export type DisplayMode = "pwa" | "web";

export function currentDisplayMode(): DisplayMode {
  const standalone =
    matchMedia("(display-mode: standalone)").matches ||
    matchMedia("(display-mode: fullscreen)").matches ||
    ("standalone" in navigator && (navigator as Navigator & { standalone?: boolean }).standalone === true);
  return standalone ? "pwa" : "web";
}

/** The boot's `displayMode` preference (web/shell/boot-preferences.ts). */
export function rememberDisplayMode(displayMode: StoredPreference<DisplayMode>): void {
  displayMode.write(currentDisplayMode());
}
