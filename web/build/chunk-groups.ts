import type { Plugin } from "vite";

/** The groups rolldown takes in `output.codeSplitting.groups` (its type is not re-exported by Vite). */
export interface ChunkGroup {
  readonly name: string;
  readonly test: (id: string) => boolean;
  readonly priority: number;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const SCREEN = /[\\/]web[\\/]screens[\\/]/;
const COMPOSITION_ROOT = /[\\/]web[\\/]composition-root\.ts$/;
/** The screens a first visit opens on (the prerendered ones the budget measures, ADR-0435). */
const FIRST_SCREENS = /[\\/]web[\\/]screens[\\/](landing[\\/]landing|auth[\\/]auth)\.screen\.tsx$/;
/** What screens share outside the web layer: effect/Schema and the core (rules, errors, queries). */
const SHARED = /[\\/]node_modules[\\/]effect[\\/]|[\\/]core[\\/]/;
/** The auth screens and the form kit they share (the creator form reuses the kit). */
const AUTH_FORMS = /[\\/]web[\\/](screens[\\/]auth|components[\\/]form)[\\/]/;

/**
 * Fewer, larger chunks by role (ADR-0166: at most 12 scripts until network idle; rolldown gave every
 * set of modules shared by a different set of lazy chunks a file, eight of them under 1 KB):
 * `vendor` (the entry's libraries), `shared` (effect/Schema and the core), `services` (what only the
 * composition root reaches) and `auth-forms` (the auth screens and the form kit). `shared` and
 * `auth-forms` hold only what a first visit runs (ADR-0435); the rest of those kinds goes to the
 * `-later` groups, which no first visit fetches. Membership comes from the module graph: only what a
 * screen or the composition root reaches statically is grouped (a dynamic import stays lazy; a lazy
 * module the first screens import statically joins their group), `services` takes only what no
 * screen reaches (two chunks importing each other kept the services from starting), and the entry's
 * own modules are left to rolldown (grouping them kept the app from starting its screens, ADR-0129).
 */
export function chunkGroups(): { plugin: Plugin; groups: ChunkGroup[] } {
  const initial = new Set<string>();
  const screenSide = new Set<string>();
  const serviceSide = new Set<string>();
  const lazyEntries = new Set<string>();
  /** What the first screens reach statically (beyond the entry). */
  const firstScreens = new Set<string>();
  /** That, plus what the composition root reaches: every module a first visit runs. */
  const firstVisit = new Set<string>();
  /** Lazy modules the first screens import statically too. */
  const pinned = new Set<string>();
  const plugin: Plugin = {
    name: "lumen-chunk-groups",
    apply: "build",
    buildEnd() {
      const sets = [initial, screenSide, serviceSide, lazyEntries, firstScreens, firstVisit, pinned];
      for (const set of sets) set.clear();
      const info = (id: string) => this.getModuleInfo(id);
      /** Everything `id` imports statically, transitively, that no earlier set holds. */
      const reach = (into: Set<string>, id: string, skip: Set<string>[]) => {
        if (into.has(id) || skip.some((s) => s.has(id))) return;
        into.add(id);
        for (const dep of info(id)?.importedIds ?? []) reach(into, dep, skip);
      };
      const ids = [...this.getModuleIds()];
      for (const id of ids) if (info(id)?.isEntry) reach(initial, id, []);
      for (const id of ids) if ((info(id)?.dynamicImporters.length ?? 0) > 0) lazyEntries.add(id);
      const roots = (test: RegExp) => [...lazyEntries].filter((id) => test.test(id));
      for (const id of roots(SCREEN)) reach(screenSide, id, [initial]);
      for (const id of roots(COMPOSITION_ROOT)) reach(serviceSide, id, [initial, screenSide]);
      for (const id of roots(FIRST_SCREENS)) reach(firstScreens, id, [initial]);
      for (const id of [...roots(FIRST_SCREENS), ...roots(COMPOSITION_ROOT)])
        reach(firstVisit, id, [initial]);
      for (const id of lazyEntries)
        if (!FIRST_SCREENS.test(id) && (info(id)?.importers ?? []).some((i) => firstScreens.has(i)))
          pinned.add(id);
    },
  };
  /** A dynamic import's target (a screen, the composition root) keeps its own chunk, as before. */
  const grouped = (side: Set<string>) => (id: string) =>
    side.has(id) && (!lazyEntries.has(id) || pinned.has(id));
  const onScreens = grouped(screenSide);
  const first = (id: string) => firstVisit.has(id);
  const later = (id: string) => !firstVisit.has(id);
  return {
    plugin,
    groups: [
      { name: "vendor", test: (id) => NODE_MODULES.test(id) && initial.has(id), priority: 4 },
      { name: "services", test: grouped(serviceSide), priority: 3 },
      { name: "shared", test: (id) => SHARED.test(id) && onScreens(id) && first(id), priority: 2 },
      { name: "auth-forms", test: (id) => AUTH_FORMS.test(id) && onScreens(id) && first(id), priority: 1 },
      { name: "shared-later", test: (id) => SHARED.test(id) && onScreens(id) && later(id), priority: 2 },
      {
        name: "auth-forms-later",
        test: (id) => AUTH_FORMS.test(id) && onScreens(id) && later(id),
        priority: 1,
      },
    ],
  };
}
