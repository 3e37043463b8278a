import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The shared third-party corpora (open-redirect payloads, Big List of Naughty Strings). Looked up
 * in $CORPORA_DIR, then the workspace's ../shared/corpora, then a vendored tests/fixtures/corpora.
 * A missing corpus fails the test rather than skipping it.
 */
const CANDIDATES = [
  process.env.CORPORA_DIR,
  join(process.cwd(), "..", "shared", "corpora"),
  join(process.cwd(), "tests", "fixtures", "corpora"),
].filter((dir): dir is string => typeof dir === "string" && dir !== "");

const corpusPath = (file: string): string => {
  const found = CANDIDATES.map((dir) => join(dir, file)).find((path) => existsSync(path));
  if (found === undefined) throw new Error(`corpus ${file} not found in ${CANDIDATES.join(", ")}`);
  return found;
};

/** Every non-empty line, byte for byte (only the line break removed). */
export const readCorpusLines = (file: string): string[] =>
  readFileSync(corpusPath(file), "utf8")
    .split("\n")
    .map((line) => line.replace(/\r$/, ""))
    .filter((line) => line !== "");

export const naughtyStrings = (): string[] => {
  const parsed: unknown = JSON.parse(readFileSync(corpusPath("blns.json"), "utf8"));
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
};
