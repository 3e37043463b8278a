#!/usr/bin/env node
// Start-up benchmark of the built CLI: runs `lumen --help` (or the given arguments) N times as a
// child process and prints min / median / max wall-clock ms against the 300 ms budget. A script,
// not a timed unit test: timings on a shared 2-core machine are too noisy to fail a build on.
//   node scripts/bench-cli.mjs [--runs 20] [-- <lumen args>]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "dist/cli/lumen.mjs");
const BUDGET_MS = 300;

const argv = process.argv.slice(2);
const dashdash = argv.indexOf("--");
const own = dashdash < 0 ? argv : argv.slice(0, dashdash);
const args = dashdash < 0 ? ["--help"] : argv.slice(dashdash + 1);
const runsAt = own.indexOf("--runs");
const runs = runsAt < 0 ? 20 : Number(own[runsAt + 1]);

if (!existsSync(cli)) {
  const built = spawnSync(process.execPath, [path.join(root, "scripts/build-cli.mjs")], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// One warm-up run so the first sample doesn't measure a cold disk cache.
spawnSync(process.execPath, [cli, ...args], { stdio: "ignore" });
const samples = [];
for (let i = 0; i < runs; i += 1) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [cli, ...args], { stdio: "ignore" });
  samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  if (run.status !== 0) {
    console.error(`lumen ${args.join(" ")} exited with ${run.status}`);
    process.exit(1);
  }
}
const baseline = [];
for (let i = 0; i < Math.min(5, runs); i += 1) {
  const started = process.hrtime.bigint();
  spawnSync(process.execPath, ["-e", "0"], { stdio: "ignore" });
  baseline.push(Number(process.hrtime.bigint() - started) / 1e6);
}
samples.sort((a, b) => a - b);
baseline.sort((a, b) => a - b);
const median = (xs) =>
  xs.length % 2 ? xs[(xs.length - 1) / 2] : (xs[xs.length / 2 - 1] + xs[xs.length / 2]) / 2;
const f = (x) => x.toFixed(1);
console.log(
  `lumen ${args.join(" ")} × ${runs}: min ${f(samples[0])} ms, median ${f(median(samples))} ms, max ${f(samples.at(-1))} ms`,
);
console.log(`node -e 0 (baseline) × ${baseline.length}: median ${f(median(baseline))} ms`);
// On a loaded machine both numbers grow together; the difference is what the CLI itself costs.
console.log(`CLI's own cost (median − baseline): ${f(median(samples) - median(baseline))} ms`);
const verdict = median(samples) < BUDGET_MS ? "within" : "OVER";
console.log(`budget ${BUDGET_MS} ms: median is ${verdict} budget`);
process.exitCode = verdict === "within" ? 0 : 1;
