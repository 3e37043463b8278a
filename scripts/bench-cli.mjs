#!/usr/bin/env node
// Start-up benchmark of the built CLI: runs `lumen --help` (or the given arguments) and `node -e 0`
// N times each, interleaved so machine load hits both alike, and prints their medians side by side
// with the ratio against the 1.3× budget (and the absolute 300 ms one). A script, not a timed unit
// test: timings on a shared 2-core machine are too noisy to fail a build on. Beside the wall clock
// it prints CPU time (user + system, from bash's `time`), which waiting for a busy CPU does not
// inflate: on a loaded machine that is the figure to compare (ADR-0350).
//   npm run bench:cli [-- --runs 10] [-- <lumen args>]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "dist/cli/lumen.cjs");
const BUDGET_MS = 300;

const argv = process.argv.slice(2);
const dashdash = argv.indexOf("--");
const own = dashdash < 0 ? argv : argv.slice(0, dashdash);
const args = dashdash < 0 ? ["--help"] : argv.slice(dashdash + 1);
const runsAt = own.indexOf("--runs");
const runs = runsAt < 0 ? 10 : Number(own[runsAt + 1]);
const RATIO_BUDGET = 1.3;

if (!existsSync(cli)) {
  const built = spawnSync(process.execPath, [path.join(root, "scripts/build-cli.mjs")], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** User + system CPU milliseconds of one run, measured by bash's `time` (getrusage of the child). */
function cpuMs(command) {
  const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(" ");
  const run = spawnSync("bash", ["-c", `TIMEFORMAT='%3U %3S'; time ${quoted} >/dev/null 2>&1`], {
    encoding: "utf8",
  });
  const [user, system] = run.stderr.trim().split(/\s+/).map(Number);
  return ((user ?? NaN) + (system ?? NaN)) * 1000;
}

// One warm-up run so the first sample doesn't measure a cold disk cache.
spawnSync(process.execPath, [cli, ...args], { stdio: "ignore" });
const samples = [];
const baseline = [];
for (let i = 0; i < runs; i += 1) {
  let started = process.hrtime.bigint();
  spawnSync(process.execPath, ["-e", "0"], { stdio: "ignore" });
  baseline.push(Number(process.hrtime.bigint() - started) / 1e6);
  started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [cli, ...args], { stdio: "ignore" });
  samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  if (run.status !== 0) {
    console.error(`lumen ${args.join(" ")} exited with ${run.status}`);
    process.exit(1);
  }
}
const cpuBaseline = [];
const cpuSamples = [];
for (let i = 0; i < runs; i += 1) {
  cpuBaseline.push(cpuMs([process.execPath, "-e", "0"]));
  cpuSamples.push(cpuMs([process.execPath, cli, ...args]));
}
cpuBaseline.sort((a, b) => a - b);
cpuSamples.sort((a, b) => a - b);
samples.sort((a, b) => a - b);
baseline.sort((a, b) => a - b);
const median = (xs) =>
  xs.length % 2 ? xs[(xs.length - 1) / 2] : (xs[xs.length / 2 - 1] + xs[xs.length / 2]) / 2;
const f = (x) => x.toFixed(1);
const ratio = median(samples) / median(baseline);
console.log(
  `median of ${runs}:  node -e 0  ${f(median(baseline))} ms   |   lumen ${args.join(" ")}  ${f(median(samples))} ms`,
);
console.log(
  `lumen min ${f(samples[0])} ms, max ${f(samples.at(-1))} ms; ratio ${ratio.toFixed(2)}× (budget ${RATIO_BUDGET}×)`,
);
console.log(
  `CPU time, median of ${runs}:  node -e 0  ${f(median(cpuBaseline))} ms   |   lumen ${args.join(" ")}  ${f(median(cpuSamples))} ms; ratio ${(median(cpuSamples) / median(cpuBaseline)).toFixed(2)}×`,
);
const within = ratio <= RATIO_BUDGET && median(samples) < BUDGET_MS;
console.log(`${within ? "within" : "OVER"} budget (≤ ${RATIO_BUDGET}× node -e 0 and < ${BUDGET_MS} ms)`);
process.exitCode = within ? 0 : 1;
