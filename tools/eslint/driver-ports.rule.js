// Drivers (web screens, components and layout, CLI commands) get use-cases and driver-only
// capabilities, never raw ports (ADR-0360, ADR-0430). A file under web/screens/, web/components/,
// web/layout/ or cli/commands/ may not import the port table, its resolvers or the use-case factory
// (adapters/modules/), anything from core/ports/, another port, or an adapter class, and may not
// read a port by name (`x.port("…")`, `x.portAsync("…")`). A port is the interface a `*.port.ts`
// file is named after (core/sso/sso-api.port.ts → SsoApi); outside core/ports/ the value types
// declared beside it (CodePurpose, request shapes) are the use-cases' vocabulary and allowed. An
// adapter class is a class an adapters/ file exports (LocalStorageStore, OfetchHttpClient); its
// plain functions and data types (socketUrl, ProbeResult) are allowed. Type-only imports count: a
// screen that names KeyValueStore is one refactor away from using one. The composition roots
// (web/composition-root.ts, web/shell/boot.tsx, cli/runtime/command-runtime.ts) live outside these
// folders: they alone turn ports and adapters into the capabilities drivers receive.
import fs from "node:fs";
import path from "node:path";
import { resolveImport } from "./resolve-import.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT_FILE = /\.port(\.ts)?$/;

const DRIVER_FOLDERS = ["web/screens", "web/components", "web/layout", "cli/commands"];

/** The driver folder ("web/screens", "cli/commands" …) `file` is in, else null. */
export function driverOf(file, root = ROOT) {
  const parts = path.relative(root, file).split(path.sep);
  return DRIVER_FOLDERS.find((folder) => folder === `${parts[0]}/${parts[1]}`) ?? null;
}

const classCache = new Map();

/** The classes an adapter file exports (by `export class`), read once per file version. */
function exportedClasses(file) {
  const version = `${file}@${fs.statSync(file).mtimeMs}`;
  const cached = classCache.get(version);
  if (cached) return cached;
  const text = fs.readFileSync(file, "utf8");
  const names = [...text.matchAll(/^export\s+(?:default\s+)?(?:abstract\s+)?class\s+([\w$]+)/gm)].map(
    (m) => m[1],
  );
  classCache.set(version, names);
  return names;
}

/** The interface a port file declares: its name without `.port`, in PascalCase. */
export function portNameOf(spec) {
  return path
    .basename(spec)
    .replace(PORT_FILE, "")
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

export const driverPorts = {
  meta: {
    type: "problem",
    docs: {
      description:
        "screens, components, layout and CLI commands never import or resolve a raw port or an adapter class",
    },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      table:
        "A driver ({{driver}}) must not import the port table or its resolvers ('{{spec}}'): take use-cases from the services (ADR-0360).",
      port: "A driver ({{driver}}) must not import the port {{name}} ('{{spec}}'): call a use-case, or ask the composition root for a driver capability (ADR-0360).",
      ports:
        "A driver ({{driver}}) must not import from core/ports ('{{spec}}'): call a use-case, or ask the composition root for a driver capability (ADR-0430).",
      adapter:
        "A driver ({{driver}}) must not import the adapter class {{name}} ('{{spec}}'): the composition root builds adapters and hands drivers capabilities (ADR-0430).",
      resolve:
        "A driver ({{driver}}) must not read a port by name ({{call}}): the composition root alone resolves ports (ADR-0360).",
    },
  },
  create(context) {
    const root = context.options[0]?.root ? path.resolve(context.options[0].root) : ROOT;
    const file = context.filename;
    const driver = driverOf(file, root);
    if (driver === null) return {};
    const modules = path.join(root, "adapters", "modules") + path.sep;
    const adapters = path.join(root, "adapters") + path.sep;
    const portsFolder = path.join(root, "core", "ports") + path.sep;

    /** `names`: the imported names, or null when the whole module is taken (namespace, import()). */
    function check(node, spec, names) {
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const target = path.resolve(path.dirname(file), spec);
      if (target.startsWith(modules)) {
        context.report({ node, messageId: "table", data: { driver, spec } });
        return;
      }
      if (target.startsWith(adapters)) {
        const resolved = resolveImport(file, spec);
        const classes = resolved === null ? [] : exportedClasses(resolved);
        const taken = names === null ? classes : classes.filter((name) => names.includes(name));
        if (taken.length > 0)
          context.report({ node, messageId: "adapter", data: { driver, name: taken.join(", "), spec } });
        return;
      }
      const name = PORT_FILE.test(spec) ? portNameOf(spec) : null;
      if (name !== null && (names === null || names.includes(name)))
        context.report({ node, messageId: "port", data: { driver, name, spec } });
      // The folder holds ports and their handles (TimerHandle) only: nothing there is for drivers.
      else if (target.startsWith(portsFolder))
        context.report({ node, messageId: "ports", data: { driver, spec } });
    }

    const importedNames = (node) =>
      node.specifiers.some((s) => s.type !== "ImportSpecifier")
        ? null
        : node.specifiers.map((s) => (s.imported.type === "Identifier" ? s.imported.name : s.imported.value));
    const exportedNames = (node) =>
      node.specifiers.map((s) => (s.local.type === "Identifier" ? s.local.name : s.local.value));

    return {
      ImportDeclaration: (n) => check(n, n.source.value, importedNames(n)),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value, exportedNames(n)),
      ExportAllDeclaration: (n) => check(n, n.source.value, null),
      ImportExpression: (n) => n.source.type === "Literal" && check(n, n.source.value, null),
      // import("…clock.port").Clock in a type position.
      TSImportType: (n) => {
        const spec = n.argument?.type === "TSLiteralType" ? n.argument.literal.value : n.argument?.value;
        check(n, spec, null);
      },
      CallExpression: (n) => {
        const callee = n.callee;
        if (callee.type !== "MemberExpression" || callee.computed || callee.property.type !== "Identifier")
          return;
        if (callee.property.name !== "port" && callee.property.name !== "portAsync") return;
        context.report({
          node: n,
          messageId: "resolve",
          data: { driver, call: `${callee.property.name}(…)` },
        });
      },
    };
  },
};

export default { rules: { "driver-ports": driverPorts } };
