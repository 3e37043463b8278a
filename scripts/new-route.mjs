#!/usr/bin/env node
// npm run new:route <name> [-- --title "Page title"] [--skeleton document|member|auth|landing]: a new
// #/<name> in one step (scripts/lib/new-route.mjs). What it writes passes lint, the type check and
// the route manifest test; the locale parity test fails, naming the six untranslated copies of its
// title, until a translator writes them. docs/architecture.md "Adding a screen" says what is next.
import { newRoute } from "./lib/new-route.mjs";
import { ROOT } from "./lib/paths.mjs";

const args = process.argv.slice(2);
const valueOf = (flag) => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
const name = args.find((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));
if (name === undefined) {
  console.error("usage: npm run new:route <kebab-case-name> [-- --title <text>] [--skeleton <shape>]");
  process.exit(2);
}
const { written, untranslated } = newRoute(ROOT, name, {
  title: valueOf("--title"),
  skeleton: valueOf("--skeleton"),
});
console.log(`#/${name}: wrote ${written.join(", ")}`);
console.log("to translate (the locale parity test names them until then):");
for (const line of untranslated) console.log(`  ${line}`);
