// Writes docs/adr/README.md from the records beside it (`npm run adr:index`); `--check` only reports
// whether it is up to date. Refuses to write while a record is malformed, so the index never lists one.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ADR_DIR, INDEX_FILE, readRecords, recordProblems, renderIndex } from "./lib/adr-records.mjs";
import { ROOT } from "./lib/paths.mjs";

const records = readRecords(ROOT);
const problems = recordProblems(records);
if (problems.length > 0) {
  console.error(`Malformed decision records:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
const file = path.join(ROOT, ADR_DIR, INDEX_FILE);
const next = renderIndex(records);
let current = "";
try {
  current = readFileSync(file, "utf8");
} catch {
  // No index yet: written below.
}
if (process.argv.includes("--check")) {
  if (current !== next) {
    console.error(`${ADR_DIR}/${INDEX_FILE} is stale: run npm run adr:index`);
    process.exit(1);
  }
  console.log(`${ADR_DIR}/${INDEX_FILE} is up to date (${records.length} records)`);
} else {
  writeFileSync(file, next);
  console.log(`${ADR_DIR}/${INDEX_FILE}: ${records.length} records`);
}
