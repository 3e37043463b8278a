// Enforces the hexagon: dependencies point inward. Kept as a tiny local rule (not a plugin
// dependency) because the allow-list is ours and must be readable in one screen.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Which layer may import which. A layer absent from the map is unrestricted (tests, scripts). */
export const LAYER_RULES = {
  core: { layers: ["core"], packages: ["effect", "@preact/signals-core"] },
  adapters: { layers: ["core", "adapters"], packages: null },
  web: { layers: ["core", "adapters", "web", "locales"], packages: null },
  cli: { layers: ["core", "adapters", "cli", "locales"], packages: null },
  // The server (host and simulator alike) speaks the wire contract from core/contract/, never
  // through a client adapter: what it shares with the app is the contract, not the app's code.
  server: { layers: ["core", "server", "locales"], packages: null },
};

export function layerOf(file, root = ROOT) {
  const rel = path.relative(root, file);
  if (rel.startsWith("..")) return null;
  const first = rel.split(path.sep)[0];
  return first ?? null;
}

function packageName(spec) {
  if (spec.startsWith("@")) return spec.split("/").slice(0, 2).join("/");
  return spec.split("/")[0];
}

export const dependencyDirection = {
  meta: {
    type: "problem",
    docs: {
      description: "core → core only; adapters → core; web and cli → core and adapters, never each other",
    },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      layer: "'{{from}}' must not import from '{{to}}' ({{spec}}): dependencies point inward.",
      pkg: "'{{from}}' may import only {{allowed}} from packages, not '{{spec}}'.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ? path.resolve(context.options[0].root) : ROOT;
    const file = context.filename;
    const from = layerOf(file, root);
    const rule = from ? LAYER_RULES[from] : undefined;
    if (!rule) return {};
    function check(node, spec) {
      if (typeof spec !== "string") return;
      if (spec.startsWith(".") || spec.startsWith("/")) {
        const target = path.resolve(path.dirname(file), spec);
        const to = layerOf(target, root);
        if (to && to !== from && !rule.layers.includes(to)) {
          context.report({ node, messageId: "layer", data: { from, to, spec } });
        }
        return;
      }
      if (rule.packages && !rule.packages.includes(packageName(spec))) {
        context.report({ node, messageId: "pkg", data: { from, spec, allowed: rule.packages.join(", ") } });
      }
    }
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === "Literal" && check(n, n.source.value),
    };
  },
};

export default { rules: { "dependency-direction": dependencyDirection } };
