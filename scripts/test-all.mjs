#!/usr/bin/env node
// `npm test`: every tier (ADR-0280), without stopping at the first failure (only e2e needs a good
// build). Two lanes run side by side, one per core of the machines this runs on:
//   checks:  format, lint (ESLint + knip), typecheck, fast tier, integration tier, then the
//            integration tier again under each other supported Node LTS line (node22, node24;
//            scripts/lib/node-binaries.mjs), so the versions the README names are the versions
//            the server and the CLI bundle are tested on;
//   browser: production build, budget, browser tests (e2e).
// Then, alone on the machine, the quiet browser tests (e2e-quiet: what a person feels at 4× CPU,
// which the other lane's load would measure instead; vitest.e2e.config.ts).
// The integration tier waits for the build, so it reuses the CLI bundle instead of writing it
// while the browser tests run it. Tests are counted from Vitest's JSON reports; format, lint,
// typecheck, build and budget count as one check each. A step's output is printed when it ends
// (the lanes would interleave it otherwise). The last line is exactly `N passed, N failed`, which
// CI reads.
// Usage: node scripts/test-all.mjs [--only a,b] [--skip a,b]
//   (names: format lint typecheck fast integration build budget e2e node22 node24 e2e-quiet)
import fs from "node:fs";
import path from "node:path";
import { runCommand, tail } from "./lib/run-command.mjs";
import { readVitestReport } from "./lib/vitest-report.mjs";
import { runBuilds } from "./build.mjs";
import { ROOT, REPORTS, WEB_DIST, SERVER_BUNDLE } from "./lib/paths.mjs";
import { EXTRA_NODE_VERSIONS, nodeBinary } from "./lib/node-binaries.mjs";

const args = process.argv.slice(2);
const listArg = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1].split(",") : null;
};
const only = listArg("--only");
const skip = listArg("--skip") ?? [];
const wanted = (name) => (only ? only.includes(name) : !skip.includes(name));

const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
fs.mkdirSync(REPORTS, { recursive: true });

/** @type {{ name: string, status: "passed"|"failed"|"skipped", passed: number, failed: number, skipped: number, ms: number, note?: string, failures: { name: string, message: string }[] }[]} */
const results = [];

function banner(name) {
  console.log(`\n━━━━ ${name} ${"━".repeat(Math.max(0, 60 - name.length))}`);
}

function skipped(name, note) {
  console.warn(`⚠ ${name} skipped: ${note}`);
  results.push({ name, status: "skipped", passed: 0, failed: 0, skipped: 0, ms: 0, note, failures: [] });
}

/** Prints a finished step's banner and output in one piece. */
function report(name, output, ms) {
  banner(`${name} (${(ms / 1000).toFixed(1)}s)`);
  process.stdout.write(output.endsWith("\n") || output === "" ? output : `${output}\n`);
}

/** A step that counts as one check: passed if the command exits 0. */
async function check(name, cmd, cmdArgs, env = {}) {
  console.log(`▶ ${name}`);
  const { code, output, ms } = await runCommand(cmd, cmdArgs, { cwd: ROOT, env, echo: false });
  report(name, output, ms);
  const ok = code === 0;
  results.push({
    name,
    status: ok ? "passed" : "failed",
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    ms,
    failures: ok ? [] : [{ name, message: `exit ${code}\n${tail(output, 40)}` }],
  });
  return ok;
}

/**
 * A Vitest run counted test by test from its JSON report; under another Node when `node` is given
 * (with its bin first on PATH, so the workers and anything they spawn run under it too).
 */
async function vitest(name, configArgs, node = null, env = {}) {
  console.log(`▶ ${name}`);
  const reportFile = path.join(REPORTS, `${name}.json`);
  fs.rmSync(reportFile, { force: true });
  const { code, output, ms } = await runCommand(
    node ?? bin("vitest"),
    [
      ...(node ? [path.join(ROOT, "node_modules/vitest/vitest.mjs")] : []),
      "run",
      ...configArgs,
      "--passWithNoTests",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
    ],
    { cwd: ROOT, env: { ...env, ...(node ? pathFirst(node) : {}) }, echo: false },
  );
  report(name, output, ms);
  const r = readVitestReport(reportFile);
  // Vitest can fail outside any test (unhandled error, config error): never let that pass silently.
  if (code !== 0 && r.failed === 0) {
    r.failed = 1;
    r.failures.push({ name: `${name} (vitest exit ${code})`, message: tail(output, 30) });
  }
  results.push({ name, status: r.failed > 0 ? "failed" : "passed", ...r, ms });
}

/** PATH with `node`'s directory first. */
function pathFirst(node) {
  return { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ""}` };
}

const started = Date.now();

/** Production build, bundle budget, browser tests. Resolves the build's verdict early for the other lane. */
let buildDone;
const built = new Promise((resolve) => (buildDone = resolve));

async function browserLane() {
  let buildOk = true;
  if (wanted("build")) {
    console.log("▶ build");
    const t = Date.now();
    const steps = await runBuilds({ echo: false });
    const failedSteps = steps.filter((s) => s.status === "failed");
    const ran = steps.filter((s) => s.status !== "skipped").map((s) => s.name);
    buildOk = failedSteps.length === 0;
    report("build", steps.map((s) => s.output ?? "").join(""), Date.now() - t);
    if (ran.length === 0) skipped("build", "no build sources in the tree yet");
    else {
      results.push({
        name: "build",
        status: buildOk ? "passed" : "failed",
        passed: buildOk ? 1 : 0,
        failed: buildOk ? 0 : 1,
        skipped: 0,
        ms: Date.now() - t,
        note: steps.map((s) => `${s.name.replace("build:", "")} ${s.status}`).join(", "),
        failures: failedSteps.map((s) => ({ name: s.name, message: tail(s.output ?? "", 40) })),
      });
    }
  }
  buildDone(wanted("build") && buildOk);

  const webBuilt = fs.existsSync(path.join(WEB_DIST, "index.html"));
  if (wanted("budget")) {
    if (!buildOk) skipped("budget", "the build failed");
    else if (!webBuilt) skipped("budget", "no web build (dist/web) yet");
    else await check("budget", process.execPath, [path.join(ROOT, "scripts/budget.mjs")]);
  }

  if (wanted("e2e")) {
    if (!buildOk) {
      // A broken build must not look like "no browser tests": count it as a failure here too.
      results.push({
        name: "e2e",
        status: "failed",
        passed: 0,
        failed: 1,
        skipped: 0,
        ms: 0,
        note: "not run: the build failed",
        failures: [{ name: "e2e", message: "not run because the build failed" }],
      });
    } else if (!webBuilt || !fs.existsSync(SERVER_BUNDLE))
      skipped("e2e", "needs dist/web and dist/server/server.mjs (web app or server not built yet)");
    else await vitest("e2e", ["-c", "vitest.e2e.config.ts"]);
  }
}

/** Format, lint, typecheck, the fast tier, then the integration tier under each Node line. */
async function checksLane() {
  if (wanted("format")) await check("format", bin("prettier"), ["--check", ".", "--log-level", "warn"]);
  if (wanted("lint")) await check("lint", "npm", ["run", "--silent", "lint"]);
  if (wanted("typecheck")) await check("typecheck", "npm", ["run", "--silent", "typecheck"]);
  if (wanted("fast")) await vitest("fast", ["--project", "fast"]);

  const integrations = [
    { name: "integration", node: null },
    ...EXTRA_NODE_VERSIONS.map((version) => ({ name: `node${version.split(".")[0]}`, version })),
  ].filter((run) => wanted(run.name));
  if (integrations.length === 0) return;
  // The bundle tests run the CLI the build made (LUMEN_CLI_BUILT), never rebuilding it under
  // the browser tests' feet; without a build step they build it themselves.
  const bundleReady = await built;
  const env = bundleReady ? { LUMEN_CLI_BUILT: "1" } : {};
  for (const run of integrations) {
    if (run.node === null) {
      await vitest(run.name, ["--project", "integration"], null, env);
      continue;
    }
    const binary = nodeBinary(run.version);
    if (!binary.ok) {
      results.push({
        name: run.name,
        status: "failed",
        passed: 0,
        failed: 1,
        skipped: 0,
        ms: 0,
        note: `Node ${run.version} unavailable`,
        failures: [{ name: `${run.name} (Node ${run.version})`, message: binary.error }],
      });
      continue;
    }
    await vitest(run.name, ["--project", "integration"], binary.node, env);
  }
}

await Promise.all([checksLane(), browserLane()]);

if (wanted("e2e-quiet")) {
  const buildOk = results.find((r) => r.name === "build")?.status !== "failed";
  if (!buildOk) skipped("e2e-quiet", "the build failed (counted under e2e)");
  else if (!fs.existsSync(path.join(WEB_DIST, "index.html")) || !fs.existsSync(SERVER_BUNDLE))
    skipped("e2e-quiet", "needs dist/web and dist/server/server.mjs (web app or server not built yet)");
  else await vitest("e2e-quiet", ["-c", "vitest.e2e.config.ts"], null, { LUMEN_E2E_QUIET: "1" });
}

// ── Summary ───────────────────────────────────────────────────────────────────────────────────
const secs = (ms) => `${(ms / 1000).toFixed(1)}s`;
console.log(`\n━━━━ Summary (${secs(Date.now() - started)}) ${"━".repeat(40)}`);
for (const r of results) {
  const counts =
    r.status === "skipped"
      ? "skipped"
      : `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ""}`;
  console.log(
    `${r.status === "failed" ? "✖" : r.status === "skipped" ? "⚠" : "✔"} ${r.name.padEnd(10)} ${counts.padEnd(36)} ${secs(r.ms).padStart(7)}${r.note ? `  (${r.note})` : ""}`,
  );
}
const failures = results.flatMap((r) => r.failures.map((f) => ({ suite: r.name, ...f })));
if (failures.length > 0) {
  console.log(`\nFailures (${failures.length}):`);
  const shown = failures.slice(0, 50);
  for (const f of shown) {
    console.log(`\n✖ [${f.suite}] ${f.name}`);
    if (f.message)
      console.log(
        f.message
          .split("\n")
          .map((l) => `    ${l}`)
          .join("\n"),
      );
  }
  if (failures.length > shown.length)
    console.log(`\n… and ${failures.length - shown.length} more (see artifacts/reports/*.json)`);
}
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
