// The server has two halves: server/host/ is what ships (static files, headers, language
// negotiation, guards, the proxy) and server/simulator/ is the offline backend. The host may use
// only itself from server/ (plus core, adapters, locales, which dependency-direction governs), so
// a production deployment never loads simulator code and a reader of server/host/ sees every
// piece of hardening that protects production. The composition (server/start-server.ts,
// server/config/, server/main.ts) imports both; the simulator may import the host.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** "host", "simulator", "composition" for a file under server/, else null. */
export function serverPartOf(file, root = ROOT) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] !== "server" || parts.length < 2) return null;
  return parts[1] === "host" || parts[1] === "simulator" ? parts[1] : "composition";
}

export const serverHostBoundary = {
  meta: {
    type: "problem",
    docs: { description: "server/host/ imports nothing from the rest of server/ (simulator, composition)" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      crossing:
        "server/host must not import from the server's {{to}} ({{spec}}): the host ships without the simulator; hand it what it needs through server/host/local-api.ts.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ? path.resolve(context.options[0].root) : ROOT;
    const file = context.filename;
    if (serverPartOf(file, root) !== "host") return {};
    function check(node, spec) {
      if (typeof spec !== "string" || !(spec.startsWith(".") || spec.startsWith("/"))) return;
      const to = serverPartOf(path.resolve(path.dirname(file), spec), root);
      if (to !== null && to !== "host") context.report({ node, messageId: "crossing", data: { to, spec } });
    }
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === "Literal" && check(n, n.source.value),
    };
  },
};

export default { rules: { "server-host-boundary": serverHostBoundary } };
