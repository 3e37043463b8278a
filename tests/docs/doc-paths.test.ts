// The docs a new maintainer reads first must name files that exist: every repository path in
// backticks or a link in README.md, docs/architecture.md, docs/product.md and docs/cli.md (a path
// from a top-level folder, or a bare file name, which must exist somewhere in the tree).
// The decision records in docs/adr/ and docs/performance-log.md are history and may name files that
// have since gone.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOCS = ["README.md", "docs/architecture.md", "docs/product.md", "docs/cli.md"];
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
/** Generated or installed, not part of the tree a clone has. */
/** Files the docs name that are not the repository's: the user's own profile file, the tarball's CLI. */
const NOT_REPOSITORY_FILES = new Set(["lumen.config.json", "lumen.cjs"]);
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "artifacts", "coverage", ".git"]);

function fileNames(dir: string, into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) fileNames(path.join(dir, entry.name), into);
    } else into.add(entry.name);
  }
  return into;
}

/** Spans in backticks and link targets that name a repository file or folder. */
function namedPaths(markdown: string): string[] {
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

describe("paths named in the docs", () => {
  const names = fileNames(ROOT);

  it("recognises repository paths and leaves placeholders, routes and URLs out", () => {
    expect(
      namedPaths(
        "`core/app/use-cases.ts`, [product](product.md), `tokens.ts`, `screens/<feature>/`, " +
          "`#/login`, `/api/dev/outbox`, `http://127.0.0.1:8080/`, `effect/Schema`",
      ),
    ).toEqual(["core/app/use-cases.ts", "tokens.ts", "product.md"]);
  });

  it.each(DOCS)("%s names only files and folders that exist", (doc) => {
    const missing = namedPaths(readFileSync(path.join(ROOT, doc), "utf8")).filter((named) => {
      if (named.includes("/")) return !existsSync(path.join(ROOT, named.split(":")[0]!));
      if (NOT_REPOSITORY_FILES.has(named)) return false;
      return !names.has(named) && !existsSync(path.join(ROOT, path.dirname(doc), named));
    });
    expect(missing).toEqual([]);
  });
});
