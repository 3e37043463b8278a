// A screen folder (web/screens/<name>/) is one feature: it may use web/components, layout, routes,
// services and the inner layers, never another screen's folder. What two screens share moves to
// web/components/. A local rule because the boundary is a path rule of ours, one screen long.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The screen folder `file` belongs to, or null outside web/screens/<name>/. */
export function screenOf(file, root = ROOT) {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === "web" && parts[1] === "screens" && parts.length > 3 ? parts[2] : null;
}

export const screenBoundary = {
  meta: {
    type: "problem",
    docs: { description: "a web/screens/<name> folder imports from no other screen folder" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      crossing:
        "Screen '{{from}}' must not import from screen '{{to}}' ({{spec}}): move the shared part to web/components/.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ? path.resolve(context.options[0].root) : ROOT;
    const file = context.filename;
    const from = screenOf(file, root);
    if (from === null) return {};
    function check(node, spec) {
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const to = screenOf(path.resolve(path.dirname(file), spec), root);
      if (to !== null && to !== from)
        context.report({ node, messageId: "crossing", data: { from, to, spec } });
    }
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === "Literal" && check(n, n.source.value),
    };
  },
};

export default { rules: { "screen-boundary": screenBoundary } };
