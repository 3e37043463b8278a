#!/usr/bin/env node
// Prints the longest functions of each folder in FUNCTION_LINE_LIMITS (scripts/lib/function-lengths.mjs)
// and fails when one is over its folder's limit. Run by `npm run lint`.
import { FUNCTION_LINE_LIMITS, functionsUnder } from "./lib/function-lengths.mjs";
import { ROOT } from "./lib/paths.mjs";

const SHOWN = 5;
let over = 0;
for (const [dir, limit] of Object.entries(FUNCTION_LINE_LIMITS)) {
  const functions = functionsUnder(ROOT, dir);
  const tooLong = functions.filter((fn) => fn.lines > limit);
  over += tooLong.length;
  const shown = tooLong.length > SHOWN ? tooLong : functions.slice(0, SHOWN);
  console.log(`longest functions in ${dir}/ (limit ${limit} lines):`);
  for (const fn of shown)
    console.log(
      `  ${String(fn.lines).padStart(4)}  ${fn.name}  ${fn.file}:${fn.line}${fn.lines > limit ? "  OVER" : ""}`,
    );
}
if (over > 0) {
  console.error(
    `${over} function(s) over their folder's line limit: split them (a hook and a view, or steps).`,
  );
  process.exit(1);
}
