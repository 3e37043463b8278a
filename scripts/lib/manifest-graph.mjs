// Walks Vite's build manifest (dist/build-info/manifest.json, moved there from dist/web/.vite by scripts/build-info.mjs) to find what a page downloads before
// it can render: an entry chunk plus everything it imports statically, transitively. Dynamic
// imports are not followed (they load later), except the route's own lazy screen chunk, which the
// budget adds explicitly because the router fetches it on first paint. Pure functions: unit-tested
// in tests/scripts/manifest-graph.test.ts against a fixture manifest.

/** @typedef {{ file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk */
/** @typedef {Record<string, ManifestChunk>} Manifest */

/** Keys of the chunks Vite marks as entries (normally just index.html). */
export function entryKeys(manifest) {
  return Object.keys(manifest).filter((k) => manifest[k].isEntry);
}

/**
 * The manifest key for a source module: an exact key match, else the chunk whose `src` or key ends
 * with the given path (so callers may pass "web/screens/auth/auth.screen.tsx" or a suffix of it).
 */
export function findChunkKey(manifest, modulePath) {
  if (manifest[modulePath]) return modulePath;
  const norm = modulePath.replace(/^\.?\//, "");
  return Object.keys(manifest).find((k) => k.endsWith(norm) || manifest[k].src?.endsWith(norm)) ?? null;
}

/** Every key reachable from `startKeys` through static `imports`, including the start keys. Cycles are safe. */
export function staticClosure(manifest, startKeys) {
  const seen = new Set();
  const stack = [...startKeys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk '${key}' (imported but missing)`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) if (!seen.has(dep)) stack.push(dep);
  }
  return seen;
}

/** JS and CSS files (relative to the build dir, de-duplicated, sorted) for a set of chunk keys. */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith(".js") || chunk.file.endsWith(".mjs")) js.add(chunk.file);
    else if (chunk.file.endsWith(".css")) css.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/**
 * First-load files of a route: the entry's static closure plus each lazy module's static closure.
 * @returns {{ keys: Set<string>, js: string[], css: string[], missing: string[] }}
 *   missing: lazy modules not found as chunks (bundled into the entry, or renamed).
 */
export function firstLoad(manifest, lazyModules = []) {
  const entries = entryKeys(manifest);
  if (entries.length === 0) throw new Error("manifest has no entry chunk");
  const starts = [...entries];
  const missing = [];
  for (const mod of lazyModules) {
    const key = findChunkKey(manifest, mod);
    if (key) starts.push(key);
    else missing.push(mod);
  }
  const keys = staticClosure(manifest, starts);
  return { keys, ...filesOf(manifest, keys), missing };
}
