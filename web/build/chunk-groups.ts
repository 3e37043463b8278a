import type { Plugin } from "vite";

/** The groups rolldown takes in `output.codeSplitting.groups` (its type is not re-exported by Vite). */
export interface ChunkGroup {
  readonly name: string;
  readonly test: (id: string) => boolean;
  readonly priority: number;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** What the services chunk is made of: the adapters, the core they wire, and their libraries. */
const SERVICES = /[\\/]node_modules[\\/](effect|ofetch|ufo|destr)[\\/]|[\\/](adapters|core)[\\/]/;
/** The auth screens and the form kit they share (the creator form reuses the kit). */
const AUTH_FORMS = /[\\/]web[\\/](screens[\\/]auth|components[\\/]form)[\\/]/;

/**
 * Fewer, larger chunks (issue 12: at most 12 scripts until network idle; there were 24, eight of
 * them under 1 KB). Rolldown splits every set of modules shared by a different set of lazy chunks
 * into its own file; three groups by role replace them:
 * - `vendor`: the libraries the entry itself imports (React, i18next, signals, wouter);
 * - `services`: what the services chunk needs and the entry does not (effect/Schema, ofetch, the
 *   adapters, the use-cases) — loaded after the first screen, as before;
 * - `auth-forms`: the auth screens and the form kit, one file the landing prefetches.
 * Membership is decided from the module graph, not from names alone: a module the entry imports
 * statically stays with the entry (a group holding one would become part of the first load), and a
 * module reached only by dynamic import (crypto-js's cipher, the fingerprint library, the
 * post-login targets) stays lazy (a group holding one would load it with the whole group).
 * First-party modules of the entry are left to rolldown: grouping them (the `$initial` tag) kept
 * the app from starting its screens (docs/decisions.md, issue 12).
 */
export function chunkGroups(): { plugin: Plugin; groups: ChunkGroup[] } {
  const initial = new Set<string>();
  const dynamicOnly = new Set<string>();
  const plugin: Plugin = {
    name: "lumen-chunk-groups",
    apply: "build",
    buildEnd() {
      initial.clear();
      dynamicOnly.clear();
      const ids = [...this.getModuleIds()];
      const visit = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
      };
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) visit(id);
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (info && !info.isEntry && info.importers.length === 0 && info.dynamicImporters.length > 0)
          dynamicOnly.add(id);
      }
    },
  };
  const lazy = (id: string) => !initial.has(id) && !dynamicOnly.has(id);
  return {
    plugin,
    groups: [
      { name: "vendor", test: (id) => NODE_MODULES.test(id) && initial.has(id), priority: 3 },
      { name: "services", test: (id) => SERVICES.test(id) && lazy(id), priority: 2 },
      { name: "auth-forms", test: (id) => AUTH_FORMS.test(id) && lazy(id), priority: 1 },
    ],
  };
}
