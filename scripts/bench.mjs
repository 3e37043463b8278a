#!/usr/bin/env node
// `npm run bench`: a benchmark, not a test. Builds (unless --no-build) our app and the floor page
// (../shared/peers/floor, a bare React 19 login form; --supabase adds Supabase Auth UI), serves each
// build with the local server (precompressed, so every app is sent the same way), and reports per
// page: the scripts fetched until network idle (gzip/brotli, request count), Lighthouse 12.8 mobile
// (simulated throttling) medians of N runs interleaved A B C A B C with a fresh profile each, the
// long main-thread tasks Lighthouse saw, and ours as ratios of the floor's LCP and JS bytes from the
// same run (absolute times drift with this machine's load; ratios from one run do not). Beside
// those: Lighthouse's main-thread work, boot-up time and TTI (as ../shared/peers/measure.mjs records
// them), each long task (>= 50 ms at 4x) of the median run with what it is (the script Lighthouse
// attributes it to, and the main thread's time by kind), and for our routes what the page and the
// service worker take from the network on a first visit until both are idle (ADR-0370).
// --document-bound adds the landing with the app's script files refused ("#/home HTML+CSS"): what
// the document alone (its HTML, CSS and inline boot script) costs, the floor under anything the
// app's JavaScript could reach (ADR-0446).
// --cpu-slowdown N[,M…] runs Lighthouse at each CPU slowdown (default 4, its mobile default; 10 is a
// low-end phone) and prints one table per slowdown, every app measured in the same run.
// Usage: node scripts/bench.mjs [--no-build] [--json] [--runs N] [--routes "#/home,#/login"] [--supabase] [--document-bound] [--cpu-slowdown 4,10]
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { runBuilds } from "./build.mjs";
import {
  chromeLauncherFlags,
  CHROMIUM_PATH,
  freshProfileDir,
  playwrightLaunchOptions,
} from "./lib/chromium.mjs";
import { kb } from "./lib/compressed-size.mjs";
import { startBuiltServer } from "./lib/local-server.mjs";
import { scriptsUntilNetworkIdle } from "./lib/network-idle.mjs";
import { ARTIFACTS } from "./lib/paths.mjs";
import { buildFloor, buildSupabase } from "./lib/peers.mjs";
import { firstVisitBytes } from "./lib/first-visit-bytes.mjs";
import { runCommand } from "./lib/run-command.mjs";
import { BENCH_ROUTES } from "./lib/routes.mjs";

/** The app's script files (the inline boot script is part of the document and still runs). */
const APP_SCRIPTS = ["*/assets/*.js"];

/** Lighthouse's long-tasks audit stops listing at 20 tasks: a count of 20 means "20 or more". */
const LIGHTHOUSE_LISTED_TASKS = 20;

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const asJson = args.includes("--json");
const runs = Number(opt("--runs", "3"));
const routes = opt("--routes", BENCH_ROUTES.join(",")).split(",");
const slowdowns = opt("--cpu-slowdown", "4").split(",").map(Number);
if (args.includes("--help")) {
  console.log(
    'node scripts/bench.mjs [--no-build] [--json] [--runs N] [--routes "#/home,#/login"] [--supabase] [--document-bound] [--cpu-slowdown 4,10]',
  );
  process.exit(0);
}
if (slowdowns.some((n) => !(n >= 1))) throw new Error("--cpu-slowdown takes numbers ≥ 1, comma-separated");
// Progress goes to stderr so --json output on stdout stays parseable.
const log = (...a) => console.error(...a);

if (!args.includes("--no-build")) {
  const steps = await runBuilds({ echo: !asJson });
  if (steps.some((s) => s.status === "failed")) {
    log("✖ build failed");
    process.exit(1);
  }
}

/** Peers are served by our own server too, precompressed like our build. */
async function servePeer(name, dist) {
  await runCommand(process.execPath, ["scripts/precompress.mjs", dist], { echo: false });
  return { name, server: await startBuiltServer({ staticDir: dist }) };
}

const outDir = path.join(ARTIFACTS, "bench");
fs.mkdirSync(outDir, { recursive: true });
const servers = [];
const apps = [];
try {
  const ours = await startBuiltServer();
  servers.push(ours);
  const floor = await servePeer("floor", await buildFloor({ log }));
  servers.push(floor.server);
  apps.push({ name: "floor", url: `${floor.server.url}/`, peer: true });
  if (args.includes("--supabase")) {
    const supabase = await servePeer("supabase-auth-ui", buildSupabase());
    servers.push(supabase.server);
    apps.push({ name: "supabase-auth-ui", url: `${supabase.server.url}/`, peer: true });
  }
  for (const route of routes) apps.push({ name: route, url: `${ours.url}/${route}`, peer: false });
  // Only the landing is whole without the app: the log-in's service-bound parts keep their skeleton,
  // whose shimmer then runs until Lighthouse gives up (measured: 4,328 ms of mostly rendering).
  if (args.includes("--document-bound") && routes.includes("#/home"))
    apps.push({ name: "#/home HTML+CSS", url: `${ours.url}/#/home`, peer: true, blocked: APP_SCRIPTS });

  // Bytes do not drift: one load per app.
  const browser = await chromium.launch(playwrightLaunchOptions());
  try {
    for (const app of apps) {
      if (app.blocked) {
        app.bytes = { requests: 0, gzip: 0, brotli: 0 };
        continue;
      }
      log(`▶ ${app.name}: scripts until network idle`);
      app.bytes = await scriptsUntilNetworkIdle({ url: app.url, browser });
    }
  } finally {
    await browser.close();
  }
  for (const app of apps) {
    if (app.peer) continue;
    log(`▶ ${app.name}: first visit, page + service worker`);
    app.firstVisit = await firstVisitBytes({ url: app.url });
  }
  for (const app of apps) app.runs = Object.fromEntries(slowdowns.map((n) => [n, []]));
  for (const slowdown of slowdowns)
    for (let round = 1; round <= runs; round++)
      for (const app of apps) {
        log(`▶ Lighthouse ${round}/${runs} at ${slowdown}× CPU: ${app.name}`);
        let result = await lighthouseRun(app, slowdown);
        // A run whose trace Lighthouse failed to record (NO_NAVSTART) measured nothing, and one NaN
        // made the whole median NaN: it is made again, twice at most, and an error that stays is shown.
        for (let retry = 1; result.runtimeError && retry <= 2; retry++) {
          log(`  ↻ again (${retry}/2) after: ${result.runtimeError}`);
          result = await lighthouseRun(app, slowdown);
        }
        app.runs[slowdown].push(result);
      }
} finally {
  for (const server of servers) await server.close();
}

/** Lighthouse's mobile network profile (simulated slow 4G), with the CPU slowdown asked for. */
function throttling(cpuSlowdownMultiplier) {
  return {
    rttMs: 150,
    throughputKbps: 1638.4,
    requestLatencyMs: 562.5,
    downloadThroughputKbps: 1474.56,
    uploadThroughputKbps: 675,
    cpuSlowdownMultiplier,
  };
}

/** Lighthouse with its mobile settings (Moto G Power emulation, simulated slow 4G) at `slowdown`× CPU. */
async function lighthouseRun(app, slowdown) {
  const profile = freshProfileDir("lumen-lh-");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: chromeLauncherFlags(profile),
    userDataDir: false,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(app.url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      formFactor: "mobile",
      throttlingMethod: "simulate",
      throttling: throttling(slowdown),
      ...(app.blocked ? { blockedUrlPatterns: app.blocked } : {}),
    });
    const lhr = result.lhr;
    fs.writeFileSync(
      path.join(outDir, `lighthouse-${app.name.replace(/[^\w]+/g, "") || "root"}-${slowdown}x.json`),
      JSON.stringify(lhr),
    );
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // Lighthouse's own list of main-thread tasks of 50 ms or more (its 4x CPU slowdown applied).
    // Lighthouse lists (and counts, in its display value) at most LIGHTHOUSE_LISTED_TASKS of them.
    const longTaskItems = (lhr.audits["long-tasks"]?.details?.items ?? []).map((t) => ({
      ms: Math.round(t.duration),
      startMs: Math.round(t.startTime ?? 0),
      // Lighthouse attributes each task to a script URL, or "Unattributable" (style, layout, GC).
      what: typeof t.url === "string" ? t.url.replace(/^https?:\/\/[^/]+\//, "") || "(document)" : "?",
    }));
    const longTasks = longTaskItems.map((t) => t.ms);
    const breakdown = Object.fromEntries(
      (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => [
        i.groupLabel ?? i.group,
        Math.round(i.duration),
      ]),
    );
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      fcpMs: Math.round(metric("first-contentful-paint")),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Number(metric("cumulative-layout-shift").toFixed(3)),
      longTasks: longTasks.length,
      longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
      mainThreadMs: Math.round(metric("mainthread-work-breakdown")),
      bootupMs: Math.round(metric("bootup-time")),
      ttiMs: Math.round(metric("interactive")),
      longTaskItems,
      breakdown,
      runtimeError: lhr.runtimeError?.message,
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const resultsAt = (slowdown) =>
  apps.map((app) => {
    const appRuns = app.runs[slowdown];
    const pick = (k) => median(appRuns.map((r) => r[k]));
    return {
      name: app.name,
      peer: app.peer,
      js: { requests: app.bytes.requests, gzip: app.bytes.gzip, brotli: app.bytes.brotli },
      firstVisit: app.firstVisit
        ? {
            total: app.firstVisit.total,
            page: app.firstVisit.page,
            serviceWorker: app.firstVisit.serviceWorker,
          }
        : null,
      lighthouse: {
        runs,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        fcpMs: pick("fcpMs"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        longTasks: pick("longTasks"),
        longestTaskMs: pick("longestTaskMs"),
        mainThreadMs: pick("mainThreadMs"),
        bootupMs: pick("bootupMs"),
        ttiMs: pick("ttiMs"),
        // The tasks and the breakdown of the run whose main-thread work is the median.
        medianRun: (() => {
          const run = appRuns.find((r) => r.mainThreadMs === pick("mainThreadMs")) ?? appRuns[0];
          return { longTasks: run.longTaskItems, breakdown: run.breakdown };
        })(),
        failedAudits: [...new Set(appRuns.flatMap((r) => r.failedAudits))],
        runtimeErrors: appRuns.map((r) => r.runtimeError).filter(Boolean),
      },
    };
  });
/** Ratios to the floor's LCP and JS, and to Supabase Auth UI's main-thread work, TBT and TTI (same run). */
function withRatios(results) {
  const floorResult = results.find((r) => r.name === "floor");
  const supabase = results.find((r) => r.name === "supabase-auth-ui");
  const ratio = (a, b) => Number((a / b).toFixed(2));
  for (const r of results) {
    r.vsFloor = {
      lcp: ratio(r.lighthouse.lcpMs, floorResult.lighthouse.lcpMs),
      jsGzip: ratio(r.js.gzip, floorResult.js.gzip),
    };
    if (supabase)
      r.vsSupabase = {
        mainThread: ratio(r.lighthouse.mainThreadMs, supabase.lighthouse.mainThreadMs),
        tbtMs: r.lighthouse.tbtMs - supabase.lighthouse.tbtMs,
        tti: ratio(r.lighthouse.ttiMs, supabase.lighthouse.ttiMs),
      };
  }
  return results;
}

const bySlowdown = slowdowns.map((slowdown) => ({
  cpuSlowdown: slowdown,
  results: withRatios(resultsAt(slowdown)),
}));
if (asJson)
  console.log(JSON.stringify({ chromium: CHROMIUM_PATH, lighthouse: "12.8", runs, bySlowdown }, null, 2));
else for (const { cpuSlowdown, results } of bySlowdown) printTable(cpuSlowdown, results);

function printTable(cpuSlowdown, results) {
  const head = [
    "page",
    "JS req",
    "JS gz KB",
    "JS br KB",
    "perf",
    "a11y",
    "best-pr",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "main-thread ms",
    "boot-up ms",
    "TTI ms",
    "CLS",
    "tasks≥50ms",
    "longest ms",
    "LCP/floor",
    "JS/floor",
    "1st visit KB (page + SW)",
    "main/Supabase",
    "TBT−Supabase ms",
  ];
  const rows = results.map((r) => [
    r.name,
    String(r.js.requests),
    kb(r.js.gzip),
    kb(r.js.brotli),
    String(r.lighthouse.performance),
    String(r.lighthouse.accessibility),
    String(r.lighthouse.bestPractices),
    String(r.lighthouse.fcpMs),
    String(r.lighthouse.lcpMs),
    String(r.lighthouse.tbtMs),
    String(r.lighthouse.mainThreadMs),
    String(r.lighthouse.bootupMs),
    String(r.lighthouse.ttiMs),
    String(r.lighthouse.cls),
    r.lighthouse.longTasks >= LIGHTHOUSE_LISTED_TASKS
      ? `${r.lighthouse.longTasks}+`
      : String(r.lighthouse.longTasks),
    String(r.lighthouse.longestTaskMs),
    r.vsFloor.lcp.toFixed(2),
    r.vsFloor.jsGzip.toFixed(2),
    r.firstVisit
      ? `${kb(r.firstVisit.total)} (${kb(r.firstVisit.page)} + ${kb(r.firstVisit.serviceWorker)})`
      : "–",
    r.vsSupabase ? r.vsSupabase.mainThread.toFixed(2) : "–",
    r.vsSupabase ? String(r.vsSupabase.tbtMs) : "–",
  ]);
  const line = (cells) => `| ${cells.join(" | ")} |`;
  console.log(
    `Bench at ${cpuSlowdown}× CPU (Lighthouse 12.8 mobile, simulated throttling; median of ${runs} interleaved run(s), fresh profile each; JS = every script until network idle, KB = 1000 bytes)`,
  );
  console.log(line(head));
  console.log(line(head.map(() => "---")));
  for (const r of rows) console.log(line(r));
  console.log("");
  console.log(`Long tasks (≥ 50 ms at ${cpuSlowdown}×) of the median run, and its main-thread time by kind:`);
  for (const r of results) {
    const tasks = r.lighthouse.medianRun.longTasks;
    const kinds = Object.entries(r.lighthouse.medianRun.breakdown)
      .map(([kind, ms]) => `${kind} ${ms}`)
      .join(", ");
    console.log(`- ${r.name}: ${tasks.length} task(s); main thread: ${kinds}`);
    for (const t of tasks) console.log(`  - ${t.ms} ms at ${t.startMs} ms: ${t.what}`);
  }
  for (const r of results) {
    if (r.lighthouse.failedAudits.length)
      console.log(`ℹ ${r.name}: failing audits: ${r.lighthouse.failedAudits.join(", ")}`);
    for (const e of r.lighthouse.runtimeErrors) console.log(`✖ ${r.name}: Lighthouse error: ${e}`);
  }
  console.log(`Lighthouse reports: ${path.relative(process.cwd(), outDir)}/`);
  console.log("");
}
