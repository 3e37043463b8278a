// Screens (web/screens/) reach the shell through one module, web/shell/screen-doors.ts: a suspending
// useRequiredServices(), useSignalValue() (the transition behaviour an option) and useUseCase(). The
// rest of web/ (the app root, layout, chat, routes, components) may use web/shell/app-doors.ts too:
// the services read as null until they are in, for the frame drawn before them (ADR-0521); the page's
// entry, web/main.tsx, imports web/shell/boot. Everything else in web/shell (boot, prerender,
// hydration, services start, prefetch) is sealed, and when an update runs as a transition or how a
// signal is subscribed is decided there, once: a screen imports neither React's startTransition /
// useTransition / useSyncExternalStore, and no file in web/ uses the signals runtime (useSignals()).
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCREEN_DOORS = "web/shell/screen-doors";
const DOORS = [SCREEN_DOORS, "web/shell/app-doors"];
/** The page's entry starts the shell. */
const ENTRY = { file: "web/main", target: "web/shell/boot" };
const SCHEDULING = new Set(["startTransition", "useTransition", "useSyncExternalStore"]);
const SIGNALS_RUNTIME = new Set(["@preact/signals-react/runtime", "@preact/signals-core"]);

const rel = (file, root) => path.relative(root, file).split(path.sep).join("/");
const withoutExtension = (file) => file.replace(/\.(tsx?|jsx?|mjs)$/, "");
const inScreens = (file, root) => rel(file, root).startsWith("web/screens/");
/** The shell file a relative import names, without extension, or null outside web/shell. */
const shellTarget = (from, spec, root) => {
  const target = withoutExtension(rel(path.resolve(path.dirname(from), spec), root));
  return target.startsWith("web/shell/") ? target : null;
};

export const shellZone = {
  meta: {
    type: "problem",
    docs: { description: "web/ outside web/shell uses the shell only through its doors" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      internal: "Outside web/shell, code reaches the shell only through {{doors}}; '{{spec}}' is its inside.",
      scheduling:
        "Screens do not call React's {{name}}: use useSignalValue(signal, { transition: true }) or useUseCase from {{doors}}.",
      runtime:
        "web/ does not use the signals runtime ('{{spec}}'): read a signal with useSignalValue from {{doors}}.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ? path.resolve(context.options[0].root) : ROOT;
    const file = context.filename;
    const at = rel(file, root);
    if (!at.startsWith("web/")) return {};
    const inShell = at.startsWith("web/shell/");
    const screen = inScreens(file, root);
    const allowed = screen ? [SCREEN_DOORS] : DOORS;
    const doors = allowed.map((door) => `${door}.ts`).join(" or ");
    const reactObjects = new Set();
    function checkSource(node, spec) {
      if (typeof spec !== "string") return;
      if (SIGNALS_RUNTIME.has(spec)) {
        context.report({ node, messageId: "runtime", data: { spec, doors: `${SCREEN_DOORS}.ts` } });
        return;
      }
      if (inShell || !spec.startsWith(".")) return;
      const target = shellTarget(file, spec, root);
      if (target === null || allowed.includes(target)) return;
      if (withoutExtension(at) === ENTRY.file && target === ENTRY.target) return;
      context.report({ node, messageId: "internal", data: { spec, doors } });
    }
    return {
      ImportDeclaration(node) {
        checkSource(node, node.source.value);
        if (!screen || node.source.value !== "react") return;
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
          screen &&
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
