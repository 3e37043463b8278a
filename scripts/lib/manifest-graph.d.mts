// Types for manifest-graph.mjs.
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export declare function entryKeys(manifest: Manifest): string[];
export declare function findChunkKey(manifest: Manifest, modulePath: string): string | null;
export declare function staticClosure(manifest: Manifest, startKeys: readonly string[]): Set<string>;
export declare function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] };
export declare function firstLoad(
  manifest: Manifest,
  lazyModules?: readonly string[],
): { keys: Set<string>; js: string[]; css: string[]; missing: string[] };
