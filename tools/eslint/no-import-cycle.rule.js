// No import cycles between modules. A small local rule rather than eslint-plugin-import-x's
// no-cycle: this tree only needs relative imports resolved (no aliases, no barrels), and one
// shared, mtime-checked graph keeps the whole-tree lint fast (numbers in docs/performance-log.md).
// Type-only imports are erased at build time and dynamic import() loads lazily, so neither can
// make a module run before its dependency: both are left out of the graph by default. With
// `{ typeImports: true }` (the composition and the core, ADR-0360) type-only imports count too:
// two files that name each other's types are one module in two files, which is what a reader
// has to untangle there.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { resolveImport } from "./resolve-import.js";

const CODE = /\.(ts|tsx|js|mjs)$/;

/**
 * file → { mtimeMs, deps }: the imports of a file read from disk, kept while the file is
 * unchanged; one graph of value imports, one that adds type-only imports.
 */
const graphs = { values: new Map(), withTypes: new Map() };

function isTypeOnly(statement) {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false; // `import "./x"` runs ./x
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

function importsOf(file, withTypes) {
  const graph = withTypes ? graphs.withTypes : graphs.values;
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = graph.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.deps;
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const deps = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const spec = statement.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || (!withTypes && isTypeOnly(statement))) continue;
    const target = resolveImport(file, spec.text);
    if (target && CODE.test(target)) deps.push(target);
  }
  graph.set(file, { mtimeMs, deps });
  return deps;
}

/** A path of imports from `start` back to `file`, or null when there is none. */
function pathBack(start, file, withTypes) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [current, trail] = stack.pop();
    if (current === file) return trail;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const next of importsOf(current, withTypes)) stack.push([next, [...trail, next]]);
  }
  return null;
}

function isTypeOnlyNode(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return (
    node.type === "ImportDeclaration" &&
    specifiers.length > 0 &&
    specifiers.every((s) => s.type === "ImportSpecifier" && s.importKind === "type")
  );
}

export const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "a module never imports (directly or not) a module that imports it back" },
    schema: [
      { type: "object", properties: { typeImports: { type: "boolean" } }, additionalProperties: false },
    ],
    messages: { cycle: "Import cycle: {{cycle}}." },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const withTypes = context.options[0]?.typeImports === true;
    function check(node) {
      if (!node.source || typeof node.source.value !== "string") return;
      if (!withTypes && isTypeOnlyNode(node)) return;
      const target = resolveImport(file, node.source.value);
      if (!target || !CODE.test(target)) return;
      const trail = pathBack(target, file, withTypes);
      if (trail === null) return;
      const cycle = [file, ...trail].map((f) => path.relative(root, f)).join(" → ");
      context.report({ node, messageId: "cycle", data: { cycle } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { "no-import-cycle": noImportCycle } };
