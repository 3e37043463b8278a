#!/usr/bin/env node
// `npm run cli -- <args>`: runs the built CLI from a checkout, building it first when the bundle
// is missing or older than any source it is made from (cli/, core/, adapters/, locales/).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "dist/cli/lumen.cjs");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (/\.(ts|json)$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["cli", "core", "adapters", "locales"].map((d) => path.join(root, d)).filter(existsSync);
const stale = !existsSync(cli) || Math.max(...sources.map(newestMtime)) > statSync(cli).mtimeMs;
if (stale) {
  const built = spawnSync(process.execPath, [path.join(root, "scripts/build-cli.mjs")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(run.status ?? (run.signal ? 130 : 1));
