import type { BootPreferences } from "./boot-preferences";

/**
 * This page's boot preferences, for the screens' door (web/shell/screen-doors.ts): one boot per
 * page. A module of its own with no runtime imports, so the door adds no edge from the screens'
 * chunks into the boot's modules (one did, and split the entry into six files).
 */
let kept: BootPreferences | null = null;

export const keepBootPreferences = (preferences: BootPreferences): void => {
  kept = preferences;
};

export const keptBootPreferences = (): BootPreferences | null => kept;
