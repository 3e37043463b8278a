#!/usr/bin/env node
// npm run new:command <name> [-- --summary "what it does"]: a new `lumen <name>` in one step
// (scripts/lib/new-command.mjs). What it writes passes lint, the type check and the command tests;
// the locale parity test fails, naming the six untranslated copies of its summary, until a
// translator writes them. docs/architecture.md "Adding a command" says what to fill in next.
import { newCommand } from "./lib/new-command.mjs";
import { ROOT } from "./lib/paths.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--summary");
const summary = at === -1 ? undefined : args[at + 1];
const name = args.find((arg, i) => !arg.startsWith("--") && (at === -1 || i !== at + 1));
if (name === undefined) {
  console.error("usage: npm run new:command <kebab-case-name> [-- --summary <text>]");
  process.exit(2);
}
const { written, untranslated } = newCommand(ROOT, name, summary);
console.log(`lumen ${name}: wrote ${written.join(", ")}`);
console.log("to translate (the locale parity test names them until then):");
for (const line of untranslated) console.log(`  ${line}`);
