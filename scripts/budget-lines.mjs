#!/usr/bin/env node
// The start-up machinery's size, held by the budget (ADR-0450): every file under web/shell/ (island
// code counts there) plus the files elsewhere in web/ that exist only for start-up. A file that
// goes is left out of the count; one that replaces it is added to STARTUP_FILES.
// Usage: node scripts/budget-lines.mjs [--json]
import fs from "node:fs";
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";
import { ROOT } from "./lib/paths.mjs";

/**
 * Lines at most: web/shell/ and STARTUP_FILES together. A ratchet: the count when the app began
 * waking on intent (ADR-0450) was 1,747; the native-popover menus (ADR-0497) and the shell doors'
 * merge brought it to 1,737; the log-in hydrated in place (ADR-0532), which deleted the early fields
 * and their carry, to 1,612; merged start-up loads and early presses and comments that leave history
 * to the ADRs, to 1,418; a language picked, and any button pressed, before the app is live, which
 * were lost, are now kept (ADR-0534), 1,453; the boot script before the landing (ADR-0535) and the
 * hash reading shared with the router, 1,450; the kept early values as one small pair and no
 * wrappers for the first screen's downloads, 1,422; the notices asked for near view (ADR-0536), paid
 * for in useUseCase, 1,420; the build's one i18next instance set up once, 1,417; the services handle
 * without its test-only start, 1,415; the services beside the first render and signals rendered at
 * once, measured again on the wake (ADR-0537), 1,366; stable navigation keyed in its hook, 1,356.
 * It cannot grow back. The goal is 1,165.
 */
export const STARTUP_LINE_LIMIT = 1356;

/** Start-up files outside web/shell/ (the eleven the start-up grew before ADR-0450, while they exist). */
export const STARTUP_FILES = [
  // early-login-fields.tsx, typed-carry.ts and focused-field.ts went with ADR-0532; these replace them.
  "web/components/form/adopt-typed.ts",
  "web/components/form/live-form.ts",
  "web/routes/lazy-part.ts",
  "web/routes/load-once.ts",
  "web/screens/auth/auth-form-parts.ts",
  "web/build/chunk-groups.ts",
  "web/components/page/staged-sections.tsx",
  "web/routes/use-stable-navigation.ts",
  "web/i18n/embedded-text.ts",
  "web/screens/auth/auth-form-skeleton.tsx",
];

const lines = (file) => fs.readFileSync(file, "utf8").split("\n").length - 1;

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/** Each counted file with its line count, and the total against the limit. */
export function countStartupLines(root = ROOT) {
  const files = [
    ...filesUnder(path.join(root, "web/shell")),
    ...STARTUP_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ];
  const counted = files.map((file) => ({ file: path.relative(root, file), lines: lines(file) }));
  const total = counted.reduce((sum, f) => sum + f.lines, 0);
  return { files: counted, total, limit: STARTUP_LINE_LIMIT, ok: total <= STARTUP_LINE_LIMIT };
}

export function printStartupLines({ files, total, limit, ok }) {
  for (const f of [...files].sort((a, b) => b.lines - a.lines))
    console.log(`${String(f.lines).padStart(5)}  ${f.file}`);
  console.log(`${ok ? "✓" : "✖"} start-up code: ${total} lines in ${files.length} files (limit ${limit})`);
}

if (isMain(import.meta.url)) {
  const result = countStartupLines();
  if (process.argv.includes("--json")) console.log(JSON.stringify(result, null, 2));
  else printStartupLines(result);
  process.exit(result.ok ? 0 : 1);
}
