// Screens (web/screens/) reach the shell through one module, web/shell/screen-doors.ts: a suspending
// useRequiredServices(), useSignalValue() (the transition behaviour an option) and useUseCase(). The
// rest of web/shell (boot, prerender, hydration, services start, prefetch) is sealed, and when an
// update runs as a transition or how a signal is subscribed is decided there, once: a screen imports
// neither React's startTransition / useTransition / useSyncExternalStore nor the signals runtime.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOORS = "web/shell/screen-doors";
const SCHEDULING = new Set(["startTransition", "useTransition", "useSyncExternalStore"]);
const SIGNALS_RUNTIME = new Set(["@preact/signals-react/runtime", "@preact/signals-core"]);

const rel = (file, root) => path.relative(root, file).split(path.sep).join("/");
const inScreens = (file, root) => rel(file, root).startsWith("web/screens/");
/** The shell file a relative import names, without extension, or null outside web/shell. */
const shellTarget = (from, spec, root) => {
  const target = rel(path.resolve(path.dirname(from), spec), root).replace(/\.(tsx?|jsx?|mjs)$/, "");
  return target.startsWith("web/shell/") ? target : null;
};

export const shellZone = {
  meta: {
    type: "problem",
    docs: { description: "screens use the shell only through web/shell/screen-doors.ts" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      internal: "Screens reach the shell only through {{doors}}; '{{spec}}' is its inside.",
      scheduling:
        "Screens do not call React's {{name}}: use useSignalValue(signal, { transition: true }) or useUseCase from {{doors}}.",
      runtime:
        "Screens do not use the signals runtime ('{{spec}}'): read a signal with useSignalValue from {{doors}}.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ? path.resolve(context.options[0].root) : ROOT;
    const file = context.filename;
    if (!inScreens(file, root)) return {};
    const doors = `${DOORS}.ts`;
    const reactObjects = new Set();
    function checkSource(node, spec) {
      if (typeof spec !== "string") return;
      if (SIGNALS_RUNTIME.has(spec)) {
        context.report({ node, messageId: "runtime", data: { spec, doors } });
        return;
      }
      if (!spec.startsWith(".")) return;
      const target = shellTarget(file, spec, root);
      if (target !== null && target !== DOORS)
        context.report({ node, messageId: "internal", data: { spec, doors } });
    }
    return {
      ImportDeclaration(node) {
        checkSource(node, node.source.value);
        if (node.source.value !== "react") return;
        for (const specifier of node.specifiers) {
          if (specifier.type === "ImportSpecifier") {
            const name =
              specifier.imported.type === "Identifier" ? specifier.imported.name : specifier.imported.value;
            if (SCHEDULING.has(name))
              context.report({ node: specifier, messageId: "scheduling", data: { name, doors } });
          } else reactObjects.add(specifier.local.name);
        }
      },
      ExportNamedDeclaration: (node) => node.source && checkSource(node, node.source.value),
      ExportAllDeclaration: (node) => checkSource(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && checkSource(node, node.source.value),
      MemberExpression(node) {
        if (
          node.object.type === "Identifier" &&
          reactObjects.has(node.object.name) &&
          node.property.type === "Identifier" &&
          SCHEDULING.has(node.property.name)
        )
          context.report({ node, messageId: "scheduling", data: { name: node.property.name, doors } });
      },
    };
  },
};

export default { rules: { "shell-zone": shellZone } };
