// Finds what code and tests cite: decision records (ADR-NNNN), product rule ids (AUTH-LOGIN-3) and
// issue numbers of a tracker that is not in the repository (ADR-0181).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A record number: ADR- and four or more digits. */
const ADR_ID = /\bADR-(\d{4,})\b/g;
/**
 * A rule id: two or more upper-case words joined by hyphens, then a number (AUTH-LOGIN-3). One word
 * and a number (UTF-8, SHA-256, ES-2022) or a word starting with a digit (ISO-8859-1) is not one.
 */
const RULE_ID = /\b[A-Z][A-Z0-9]+(?:-[A-Z][A-Z0-9]+)+-\d+\b/g;
/**
 * An issue cited by number: "issue 13", "Issue 15:", "issues 12–16", "issue #2", and "#12" after
 * see/per/fixes/closes/refs. "issue" as a verb ("the server may issue 2 codes") is not a citation,
 * nor is a colour or an anchor ("#123456", "#section").
 */
const ISSUE_NOUN = /\bissues?\s+#?\d+/gi;
const ISSUE_VERB_BEFORE = /\b(?:to|can|cannot|may|might|must|will|would|should|could|we|they|it)\s+$/i;
const ISSUE_HASH = /\b(?:see|per|fixes|fixed|closes|closed|refs?|resolves)\s+#\d+\b/gi;

export interface Citation {
  file: string;
  line: number;
  text: string;
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split("\n").length;
}

function matches(source: string, file: string, pattern: RegExp): Citation[] {
  return [...source.matchAll(pattern)].map((m) => ({ file, line: lineOf(source, m.index), text: m[0] }));
}

export function citedAdrIds(source: string, file = ""): Citation[] {
  return matches(source, file, ADR_ID);
}

export function citedRuleIds(source: string, file = ""): Citation[] {
  return matches(source, file, RULE_ID);
}

export function citedIssues(source: string, file = ""): Citation[] {
  const nouns = [...source.matchAll(ISSUE_NOUN)]
    .filter(
      (m) => m[0].includes("#") || !ISSUE_VERB_BEFORE.test(source.slice(Math.max(0, m.index - 20), m.index)),
    )
    .map((m) => ({ file, line: lineOf(source, m.index), text: m[0] }));
  return [...nouns, ...matches(source, file, ISSUE_HASH)].sort((a, b) => a.line - b.line);
}

/** The rule ids docs/product.md defines: each written in backticks. */
export function definedRuleIds(productMarkdown: string): string[] {
  return [...productMarkdown.matchAll(/`([A-Z][A-Z0-9]+(?:-[A-Z][A-Z0-9]+)+-\d+)`/g)].map((m) => m[1]!);
}

/** The record numbers docs/adr/ holds, from the file names (NNNN-title.md). */
export function existingAdrIds(adrDir: string): Set<string> {
  return new Set(
    readdirSync(adrDir).flatMap((name) => {
      const m = /^(\d{4,})-.*\.md$/.exec(name);
      return m ? [`ADR-${m[1]}`] : [];
    }),
  );
}

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|html)$/;
/** Data, generated or installed: not code anyone writes comments in. */
const SKIPPED = new Set(["node_modules", "dist", "artifacts", "coverage", "fixtures", ".git"]);

/** Every source file under the given folders (relative to root), fixtures and build output left out. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(child);
      } else if (SOURCE_FILE.test(entry.name)) out.push(child);
    }
  };
  for (const folder of folders) walk(folder);
  return out.sort();
}

export function readSource(root: string, file: string): string {
  return readFileSync(path.join(root, file), "utf8");
}
