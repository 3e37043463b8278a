// The lines each function spans, from its first line to its last (nested functions count inside
// their parent too), read with TypeScript's parser: what `npm run lint` checks against the
// per-folder limits in FUNCTION_LINE_LIMITS.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Longest function allowed per top-level folder. A component that grows past it splits into a
 * `use…` hook (state, rules, use-case) and a view (ADR-0520).
 */
export const FUNCTION_LINE_LIMITS = { cli: 100, web: 100 };

/** `name` as a reader would find it: the declaration, method or variable it is bound to. */
function nameOf(node, sourceFile) {
  if (node.name !== undefined) return node.name.getText(sourceFile);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(sourceFile);
  if (ts.isExportAssignment(parent)) return "default";
  return "(anonymous)";
}

/** Every function in one file: `{ file, line, name, lines }`. */
export function functionsIn(file, text = fs.readFileSync(file, "utf8")) {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
      const first = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
      const last = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, line: first + 1, name: nameOf(node, sourceFile), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every function under `dir` (ts and tsx files), longest first. */
export function functionsUnder(root, dir) {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .flatMap((file) => functionsIn(path.join(root, dir, file)))
    .map((fn) => ({ ...fn, file: path.relative(root, fn.file).split(path.sep).join("/") }))
    .sort((a, b) => b.lines - a.lines);
}
