/**
 * Where a response differs from the contract, as rows a backend developer can act on:
 * `data.user.id: expected number, got string`. Built from the issue tree of an Effect Schema
 * decode, with the expected type read from the schema at that path and the actual one from the
 * value, so a renamed field shows as the old name missing.
 */
import * as Schema from "effect/Schema";
import type * as SchemaAST from "effect/SchemaAST";
import type * as SchemaIssue from "effect/SchemaIssue";

export interface Drift {
  /** Dotted path from the envelope's root (`data.versionName`, `data[3].countryCode`). */
  readonly path: string;
  readonly expected: string;
  /** The value's JSON type (`string`, `null` …), or `missing`. */
  readonly actual: string;
}

export const jsonTypeOf = (value: unknown): string =>
  value === undefined ? "missing" : value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

/** The expected type in the words a JSON reader uses. */
export function describeType(ast: SchemaAST.AST | undefined): string {
  if (ast === undefined) return "a value";
  switch (ast._tag) {
    case "String":
      return "string";
    case "Number":
      return "number";
    case "Boolean":
      return "boolean";
    case "Null":
      return "null";
    case "Undefined":
    case "Void":
      return "missing";
    case "Literal":
      return JSON.stringify(ast.literal);
    case "Union":
      return [...new Set(ast.types.map(describeType))].join(" | ");
    case "Objects":
      return "object";
    case "Arrays":
      return "array";
    case "Unknown":
    case "Any":
      return "any";
    default:
      return ast._tag.toLowerCase();
  }
}

function childAst(ast: SchemaAST.AST | undefined, key: PropertyKey): SchemaAST.AST | undefined {
  if (ast === undefined) return undefined;
  if (ast._tag === "Objects") return ast.propertySignatures.find((p) => p.name === key)?.type;
  if (ast._tag === "Arrays") return typeof key === "number" ? (ast.elements[key] ?? ast.rest[0]) : undefined;
  return undefined;
}

function childValue(value: unknown, key: PropertyKey): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  return typeof key === "string" || typeof key === "number" ? Reflect.get(value, key) : undefined;
}

const join = (path: string, key: PropertyKey): string =>
  typeof key === "number" ? `${path}[${key}]` : path === "" ? String(key) : `${path}.${String(key)}`;

function walk(
  issue: SchemaIssue.Issue,
  ast: SchemaAST.AST | undefined,
  value: unknown,
  path: string,
  out: Drift[],
): void {
  switch (issue._tag) {
    case "Pointer": {
      let a = ast;
      let v = value;
      let p = path;
      for (const key of issue.path) {
        a = childAst(a, key);
        v = childValue(v, key);
        p = join(p, key);
      }
      walk(issue.issue, a, v, p, out);
      return;
    }
    case "Composite":
      for (const inner of issue.issues) walk(inner, issue.ast, value, path, out);
      return;
    case "MissingKey":
      out.push({ path, expected: describeType(ast), actual: "missing" });
      return;
    case "InvalidType":
      out.push({ path, expected: describeType(issue.ast), actual: jsonTypeOf(value) });
      return;
    case "AnyOf":
      out.push({ path, expected: describeType(issue.ast), actual: actualOf(value) });
      return;
    default:
      out.push({ path, expected: describeType(ast), actual: actualOf(value) });
  }
}

/** A literal mismatch reads better with the value itself (`expected 1 | 2 | 3, got 5`). */
const actualOf = (value: unknown): string =>
  typeof value === "number" || typeof value === "boolean"
    ? `${jsonTypeOf(value)} ${String(value)}`
    : jsonTypeOf(value);

/** Every difference between `value` and `schema`, each with its path under `root`; empty when it decodes. */
export function driftOf(
  schema: Schema.ConstraintDecoder<unknown>,
  value: unknown,
  root = "",
): readonly Drift[] {
  const result = Schema.decodeUnknownResult(schema)(value, { errors: "all" });
  if (result._tag === "Success") return [];
  const out: Drift[] = [];
  walk(result.failure.issue, schema.ast, value, root, out);
  return out.length > 0
    ? out
    : [
        {
          path: root === "" ? "(root)" : root,
          expected: describeType(schema.ast),
          actual: jsonTypeOf(value),
        },
      ];
}

export const formatDrift = (d: Drift): string =>
  `${d.path || "(root)"}: expected ${d.expected}, got ${d.actual}`;
