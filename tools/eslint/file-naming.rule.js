// File names say what a file is (docs/architecture.md "Conventions"): every folder and file name in
// the tree is kebab-case (dot-separated parts, each kebab: `login.use-case.ts`), and a file doing one
// of the jobs below carries that job's suffix and lives where that job lives. A job is recognised by
// what the file declares, so a command file named `runner.ts` is caught, not only a misspelt suffix.
// Only files on disk are checked: the lint tests' in-memory probes (`__lint-probe__.ts`) are not
// names anyone gave a file.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TEST_CALLS = new Set(["describe", "it", "test"]);

/**
 * The jobs: `suffix` is the part before the extension, `folder` where such files live (`direct`:
 * not in a subfolder; `elsewhere`: other folders the suffix may be used in), `does` what makes a
 * file in that folder one, `check` what a file with the suffix must declare. A test is named after
 * what it tests (`login.use-case.test.ts`), so the suffixes before `.test` are not placed. Files in
 * tests/fixtures/ are inputs to the checks, not parts of the tree.
 */
export const ROLES = [
  {
    suffix: "command",
    folder: "cli/commands/",
    direct: true,
    does: "exports `run`",
    is: (f) => f.exportsRun,
  },
  { suffix: "screen", folder: "web/screens/", does: "has a default export", is: (f) => f.defaultExport },
  {
    suffix: "use-case",
    folder: "core/",
    does: "exports a class with an `execute` method",
    is: (f) => f.executeClass,
  },
  { suffix: "port", folder: "core/", does: null, is: () => false, check: "portInterface" },
  { suffix: "route", folder: "server/simulator/routes/", does: null, is: () => false },
  {
    suffix: "test",
    folder: "tests/",
    does: "calls describe, it or test at its top level",
    is: (f) => f.topLevelTests,
  },
  {
    suffix: "rule",
    folder: "tools/eslint/",
    direct: true,
    // core/validation/*.rule.ts: the product's field rules (VAL-… in docs/product.md).
    elsewhere: ["core/validation/"],
    does: "exports a plugin's rules",
    is: (f) => f.pluginRules,
  },
];

const pascal = (kebab) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

/** The name called by `describe(…)`, `describe.each(…)(…)`, `it.skip(…)`. */
function calleeRoot(node) {
  let callee = node;
  while (callee?.type === "CallExpression" || callee?.type === "MemberExpression")
    callee = callee.type === "CallExpression" ? callee.callee : callee.object;
  return callee?.type === "Identifier" ? callee.name : null;
}

/** What the file declares at its top level, as far as the jobs above care. */
function factsOf(program) {
  const facts = {
    exportsRun: false,
    defaultExport: false,
    executeClass: false,
    interfaces: [],
    topLevelTests: false,
    pluginRules: false,
  };
  for (const node of program.body) {
    if (node.type === "ExportDefaultDeclaration") {
      facts.defaultExport = true;
      const value = node.declaration;
      if (value.type === "ObjectExpression")
        facts.pluginRules ||= value.properties.some((p) => p.key?.name === "rules");
    }
    if (node.type === "ExportNamedDeclaration" && node.declaration) {
      const d = node.declaration;
      if (d.type === "FunctionDeclaration" && d.id?.name === "run") facts.exportsRun = true;
      if (d.type === "VariableDeclaration" && d.declarations.some((v) => v.id.name === "run"))
        facts.exportsRun = true;
      if (d.type === "ClassDeclaration" && d.body.body.some((m) => m.key?.name === "execute"))
        facts.executeClass = true;
      if (d.type === "TSInterfaceDeclaration") facts.interfaces.push(d.id.name);
    }
    if (node.type === "ExpressionStatement" && node.expression.type === "CallExpression")
      facts.topLevelTests ||= TEST_CALLS.has(calleeRoot(node.expression) ?? "");
  }
  return facts;
}

export const fileNaming = {
  meta: {
    type: "suggestion",
    docs: {
      description: "kebab-case names, and the role suffix a file's job calls for, where that job lives",
    },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      notKebab: "'{{part}}' in {{file}} is not kebab-case (lower-case words joined by '-').",
      missingSuffix: "{{file}} {{does}}: name it '*.{{suffix}}{{ext}}'.",
      misplaced: "A '*.{{suffix}}' file belongs in {{folder}}{{direct}}, not at {{file}}.",
      portName: "{{file}} must export the interface it is named after, '{{name}}'.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ? path.resolve(context.options[0].root) : ROOT;
    const filename = context.filename;
    const file = path.relative(root, filename).split(path.sep).join("/");
    if (file.startsWith("..") || file.startsWith("tests/fixtures/") || !fs.existsSync(filename)) return {};
    return {
      Program(program) {
        const parts = file.split("/");
        const [base, ...roleParts] = parts.at(-1).split(".");
        const ext = `.${roleParts.pop()}`;
        for (const part of [...parts.slice(0, -1), base, ...roleParts])
          if (!KEBAB.test(part))
            context.report({ node: program, messageId: "notKebab", data: { part, file } });
        const facts = factsOf(program);
        const inFolder = (role) =>
          file.startsWith(role.folder) && (!role.direct || !file.slice(role.folder.length).includes("/"));
        const placed = (role) =>
          inFolder(role) ||
          (role.suffix !== "test" && roleParts.includes("test")) ||
          (role.elsewhere ?? []).some((folder) => file.startsWith(folder));
        for (const role of ROLES) {
          const named = roleParts.includes(role.suffix);
          const data = { file, suffix: role.suffix, folder: role.folder, ext, does: role.does };
          if (named && !placed(role))
            context.report({
              node: program,
              messageId: "misplaced",
              data: { ...data, direct: role.direct ? " (not a subfolder)" : "" },
            });
          else if (!named && inFolder(role) && role.is(facts))
            context.report({ node: program, messageId: "missingSuffix", data });
          if (
            named &&
            inFolder(role) &&
            role.check === "portInterface" &&
            !facts.interfaces.includes(pascal(base))
          )
            context.report({ node: program, messageId: "portName", data: { file, name: pascal(base) } });
        }
      },
    };
  },
};

export default { rules: { "file-naming": fileNaming } };
