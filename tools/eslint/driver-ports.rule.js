// Drivers (web screens, CLI commands) get use-cases and driver-only capabilities, never raw ports
// (ADR-0360). A file under web/screens/ or cli/commands/ may not import the port table, its
// resolvers or the use-case factory (adapters/modules/), may not import a port, and may not read a
// port by name (`x.port("…")`, `x.portAsync("…")`). A port is the interface a `*.port.ts` file is
// named after (core/ports/clock.port.ts → Clock, core/sso/sso-api.port.ts → SsoApi); the value
// types declared beside it (CodePurpose, request shapes) are the use-cases' vocabulary and allowed.
// Type-only imports count: a screen that names KeyValueStore is one refactor away from using one.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT_FILE = /\.port(\.ts)?$/;

/** "web/screens" or "cli/commands" when `file` is a driver, else null. */
export function driverOf(file, root = ROOT) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === "web" && parts[1] === "screens") return "web/screens";
  if (parts[0] === "cli" && parts[1] === "commands") return "cli/commands";
  return null;
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
    docs: { description: "screens and CLI commands never import or resolve a raw port" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      table:
        "A driver ({{driver}}) must not import the port table or its resolvers ('{{spec}}'): take use-cases from the services (ADR-0360).",
      port: "A driver ({{driver}}) must not import the port {{name}} ('{{spec}}'): call a use-case, or ask the composition root for a driver capability (ADR-0360).",
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

    /** `names`: the imported names, or null when the whole module is taken (namespace, import()). */
    function check(node, spec, names) {
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const target = path.resolve(path.dirname(file), spec);
      if (target.startsWith(modules)) {
        context.report({ node, messageId: "table", data: { driver, spec } });
        return;
      }
      if (!PORT_FILE.test(spec)) return;
      const name = portNameOf(spec);
      if (names === null || names.includes(name))
        context.report({ node, messageId: "port", data: { driver, name, spec } });
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
