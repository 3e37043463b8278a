// The docs a new maintainer reads first must name files that exist: every repository path in
// backticks or a link in README.md, docs/architecture.md, docs/product.md and docs/cli.md (a path
// from a top-level folder, or a bare file name, which must exist somewhere in the tree).
// docs/performance-log.md is history and may name files that have since gone; the decision records
// have their own test (adr-paths.test.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileNames, namedPaths, pathExists, ROOT } from "./named-paths";

const DOCS = ["README.md", "docs/architecture.md", "docs/product.md", "docs/cli.md"];
/** Files the docs name that are not the repository's: the user's own profile file, the tarball's CLI. */
const NOT_REPOSITORY_FILES = new Set(["lumen.config.json", "lumen.cjs"]);

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
    const missing = namedPaths(readFileSync(path.join(ROOT, doc), "utf8")).filter(
      (named) => !NOT_REPOSITORY_FILES.has(named) && !pathExists(named, path.dirname(doc), names),
    );
    expect(missing).toEqual([]);
  });
});
