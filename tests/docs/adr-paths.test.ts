// Every path a decision record names exists, or the record marks it as history on its
// `Since removed:` line (and then it really is gone), so a newcomer following a record finds the
// file or knows it went. Build outputs and the user's own files are neither.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADR_DIR, INDEX_FILE } from "../../scripts/lib/adr-records.mjs";
import { fileNames, namedPaths, pathExists, ROOT } from "./named-paths";

/** Written by the build or by the user, never in the tree: the service worker, the CSP hashes, the CLI bundles, a profile file. */
const NOT_REPOSITORY_FILES = new Set([
  "sw.js",
  "csp-hashes.json",
  "lumen.cjs",
  "lumen.mjs",
  "lumen-runtime.mjs",
  "lumen.config.json",
]);
/** The record file name pattern ADR-0180 describes. */
const PLACEHOLDER = /NNNN/;

const removedIn = (markdown: string): string[] => {
  const line = markdown.split("\n").find((l) => l.startsWith("Since removed:")) ?? "";
  return [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
};

describe("paths named in the decision records", () => {
  const names = fileNames(ROOT);
  const records = readdirSync(path.join(ROOT, ADR_DIR)).filter((f) => f.endsWith(".md") && f !== INDEX_FILE);

  it("exist, or are marked on the record's Since removed: line", () => {
    const missing = records.flatMap((file) => {
      const markdown = readFileSync(path.join(ROOT, ADR_DIR, file), "utf8");
      const removed = new Set(removedIn(markdown));
      return namedPaths(markdown)
        .filter(
          (named) => !NOT_REPOSITORY_FILES.has(named) && !PLACEHOLDER.test(named) && !removed.has(named),
        )
        .filter((named) => !pathExists(named, ADR_DIR, names))
        .map((named) => `${file}: ${named}`);
    });
    expect(missing, "fix the path, or list it on a `Since removed:` line under Date:").toEqual([]);
  });

  it("marked as removed are really gone", () => {
    const present = records.flatMap((file) =>
      removedIn(readFileSync(path.join(ROOT, ADR_DIR, file), "utf8"))
        .filter((named) => pathExists(named, ADR_DIR, names))
        .map((named) => `${file}: ${named}`),
    );
    expect(present).toEqual([]);
  });
});
