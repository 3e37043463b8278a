/**
 * What the service worker fetches on install and what it may keep later (ADR-0370). A first visit
 * on a metered phone pays for the page it sees, not for seven languages and every screen: the
 * install takes the shell (the entry and what it imports, the services, the listed first screens)
 * and the visitor's language (its prerendered page and its text); every other file of the build is
 * kept when the app first fetches it, so a language or screen used once works offline afterwards.
 */

/** The part of Vite's build manifest (`.vite/manifest.json`) the plan reads. */
export interface ViteManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}
export type ViteManifest = Readonly<Record<string, ViteManifestChunk>>;

export interface PrecachePlan {
  /** Fetched on install whatever the language. */
  readonly shell: readonly string[];
  /** Per language: its prerendered page and its namespaces' chunks, fetched on install or first use. */
  readonly locales: Readonly<Record<string, readonly string[]>>;
  /** Every file of the build the worker keeps when the app fetches it (nothing else of the origin). */
  readonly files: readonly string[];
}

const LOCALE_CHUNK = /^locales\/([^/]+)\/[^/]+\.json$/;
/** Small files of the installed app; the PNG icons (~170 KB) are fetched only by an install prompt. */
const SHELL_STATIC = /^(manifest\.webmanifest|icons\/[^/]+\.svg)$/;

export function precachePlan(input: {
  readonly manifest: ViteManifest;
  /** The build's files (paths under the web root), without index.html and what is never cached. */
  readonly files: readonly string[];
  readonly shellModules: readonly string[];
}): PrecachePlan {
  const { manifest } = input;
  const shell = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    shell.add(chunk.file);
    // The entry's own sheet rides inline in every prerendered page (scripts/prerender.mjs, ADR-0530).
    const css = chunk.isEntry ? [] : (chunk.css ?? []);
    for (const file of [...css, ...(chunk.assets ?? [])]) shell.add(file);
    for (const dep of chunk.imports ?? []) visit(dep, seen);
  };
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, seen);
  for (const key of input.shellModules) {
    if (!manifest[key]) throw new Error(`precache: ${key} is not a chunk of this build`);
    visit(key, seen);
  }
  for (const file of input.files) if (SHELL_STATIC.test(file)) shell.add(file);

  const locales: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const locale = LOCALE_CHUNK.exec(key)?.[1];
    if (locale === undefined) continue;
    (locales[locale] ??= [`index.${locale}.html`]).push(chunk.file);
  }
  const built = new Set(input.files);
  const present = (file: string) => built.has(file) || /^index\.[^/]+\.html$/.test(file);
  return {
    shell: [...shell].filter(present).sort(),
    locales: Object.fromEntries(
      Object.entries(locales)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([locale, list]) => [locale, list.filter(present).sort()]),
    ),
    files: [...new Set([...input.files, ...Object.values(locales).flat()])].sort(),
  };
}
