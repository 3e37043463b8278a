// Writes a new `lumen <name>` (npm run new:command): the command's file, its entry in
// cli/commands/command-table.ts (summary key, example, loader) and its summary in
// locales/en-US/cli.json, then copies that string into the other six locales marked untranslated.
import fs from "node:fs";
import path from "node:path";
import { syncLocales } from "./locale-sync.mjs";

const END = "] as const;";
export const COMMAND_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Returns the files written and the untranslated copies made ("locale/namespace.json key"). */
export function newCommand(root, name, summary = name.replaceAll("-", " ")) {
  if (!COMMAND_NAME.test(name)) throw new Error(`"${name}" is not a kebab-case command name`);
  const tableFile = path.join(root, "cli/commands/command-table.ts");
  const commandFile = path.join(root, `cli/commands/${name}.command.ts`);
  const catalogueFile = path.join(root, "locales/en-US/cli.json");
  const table = fs.readFileSync(tableFile, "utf8");
  if (fs.existsSync(commandFile) || table.includes(`name: "${name}",`))
    throw new Error(`lumen ${name} exists already`);
  if (!table.includes(END)) throw new Error(`${tableFile} has no "${END}" to add the entry before`);

  fs.writeFileSync(
    commandFile,
    `/** \`lumen ${name}\`: ${summary} (name the rule of docs/product.md it follows). */
import { success, type Outcome } from "../output/outcome";

export function run(): Promise<Outcome> {
  // Next: take (ctx, options), decode the options with Schema (../args/decode-arg), call the
  // use-case from ctx.services() and return what it answers, failures included.
  return Promise.resolve(success({}, []));
}
`,
  );
  const entry = [
    "  defineCommand({",
    `    name: "${name}",`,
    `    summary: "commands.${name}.description",`,
    `    examples: ["lumen ${name}"],`,
    `    load: () => import("./${name}.command"),`,
    "  }),",
    "",
  ].join("\n");
  fs.writeFileSync(tableFile, table.replace(END, `${entry}${END}`));

  const catalogue = JSON.parse(fs.readFileSync(catalogueFile, "utf8"));
  catalogue.commands[name] = { description: summary };
  fs.writeFileSync(catalogueFile, `${JSON.stringify(catalogue, null, 2)}\n`);
  const written = [commandFile, tableFile, catalogueFile].map((file) => path.relative(root, file));
  return { written, untranslated: syncLocales(root) };
}
