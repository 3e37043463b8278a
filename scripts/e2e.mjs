#!/usr/bin/env node
// `npm run test:e2e`: build (unless --no-build), then the browser tests alone. Other arguments go
// to Vitest, e.g. `npm run test:e2e -- --no-build tests/e2e/auth -t "lockout"`. The quiet browser
// tests (vitest.e2e.config.ts) run after the others, on their own.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { runBuilds } from "./build.mjs";
import { ROOT } from "./lib/paths.mjs";

const args = process.argv.slice(2);
if (!args.includes("--no-build")) {
  const steps = await runBuilds();
  if (steps.some((s) => s.status === "failed")) process.exit(1);
}
const vitestArgs = [
  "run",
  "-c",
  "vitest.e2e.config.ts",
  "--passWithNoTests",
  ...args.filter((a) => a !== "--no-build"),
];
const run = (quiet) =>
  spawnSync(path.join(ROOT, "node_modules/.bin/vitest"), vitestArgs, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, LUMEN_E2E_QUIET: quiet ? "1" : "0" },
  }).status ?? 1;
const busy = run(false);
const quiet = run(true);
process.exit(busy || quiet);
