// Repository paths a markdown document names (in backticks or as a link target), and whether each
// exists: shared by the docs' path test and the decision records' path test.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const TOP_FOLDERS = [
  "core",
  "adapters",
  "web",
  "cli",
  "server",
  "tests",
  "scripts",
  "tools",
  "docs",
  "locales",
  "public",
];
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "artifacts", "coverage", ".git"]);

/** Every file name in the tree, for docs that name a file without its folder. */
export function fileNames(dir = ROOT, into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) fileNames(path.join(dir, entry.name), into);
    } else into.add(entry.name);
  }
  return into;
}

/** Spans in backticks and link targets that name a repository file or folder. */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g), ...markdown.matchAll(/\]\(([^)#\s]+)/g)].map(
    (m) => m[1]!,
  );
  return [...new Set(spans)].filter(
    // Placeholders (`screens/<feature>/`, `locales/{locale}/…`), URLs and routes are not paths.
    (span) =>
      !/[<>{}*…\s|[\]]/.test(span) &&
      !/^(https?:|#|\/)/.test(span) &&
      (TOP_FOLDERS.some((top) => span.startsWith(`${top}/`)) ||
        /^[\w.-]+\.(ts|tsx|mjs|js|json|css|md)$/.test(span)),
  );
}

/**
 * Whether `named` (from a document in `docDir`) exists: a path from the root (`:line` suffixes
 * and module specifiers without their extension allowed), or a bare file name found anywhere.
 */
export function pathExists(named: string, docDir: string, names: Set<string>): boolean {
  if (named.includes("/")) {
    const file = path.join(ROOT, named.split(":")[0]!);
    return ["", ".ts", ".tsx", ".mjs"].some((ext) => existsSync(`${file}${ext}`));
  }
  return names.has(named) || existsSync(path.join(ROOT, docDir, named));
}
