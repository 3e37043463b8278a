import type { BootPreferences } from "./boot-preferences";

/** This page's boot preferences for the screens' door; no runtime imports, so no edge into the entry's chunk. */
let kept: BootPreferences | null = null;

export const keepBootPreferences = (preferences: BootPreferences): void => {
  kept = preferences;
};

export const keptBootPreferences = (): BootPreferences | null => kept;
