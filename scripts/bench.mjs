#!/usr/bin/env node
// `npm run bench`: a benchmark, not a test. Builds (unless --no-build), serves the build with the
// local server, and per route reports (1) the JS and CSS a first visit downloads, as gzip and
// brotli bytes on the wire, and (2) Lighthouse 12.8 mobile scores with FCP/LCP/TBT/CLS.
// Usage: node scripts/bench.mjs [--no-build] [--json] [--runs N] [--routes "#/home,#/login"]
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
import { ARTIFACTS } from "./lib/paths.mjs";
import { BENCH_ROUTES } from "./lib/routes.mjs";
import { transferSize } from "./lib/transfer-size.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const asJson = args.includes("--json");
const runs = Number(opt("--runs", "1"));
const routes = opt("--routes", BENCH_ROUTES.join(",")).split(",");
// Progress goes to stderr so --json output on stdout stays parseable.
const log = (...a) => console.error(...a);

if (!args.includes("--no-build")) {
  const steps = await runBuilds({ echo: !asJson });
  if (steps.some((s) => s.status === "failed")) {
    log("✖ build failed");
    process.exit(1);
  }
}

const server = await startBuiltServer();
const outDir = path.join(ARTIFACTS, "bench");
fs.mkdirSync(outDir, { recursive: true });

/** JS and CSS a first visit requests, measured again per encoding straight from the server. */
async function transfer(route) {
  const browser = await chromium.launch(playwrightLaunchOptions());
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const urls = new Map();
    page.on("response", (res) => {
      const type = res.request().resourceType();
      if ((type === "script" || type === "stylesheet") && res.url().startsWith(server.url))
        urls.set(res.url(), type === "script" ? "js" : "css");
    });
    await page.goto(`${server.url}/${route}`, { waitUntil: "networkidle" });
    const out = {
      js: { files: 0, gzip: 0, br: 0, raw: 0 },
      css: { files: 0, gzip: 0, br: 0, raw: 0 },
      encodings: new Set(),
    };
    for (const [url, kind] of urls) {
      const [gz, br, raw] = await Promise.all([
        transferSize(url, "gzip"),
        transferSize(url, "br"),
        transferSize(url, "identity"),
      ]);
      out[kind].files += 1;
      out[kind].gzip += gz.bytes;
      out[kind].br += br.bytes;
      out[kind].raw += raw.bytes;
      out.encodings.add(gz.contentEncoding).add(br.contentEncoding);
    }
    return { ...out, encodings: [...out.encodings].sort() };
  } finally {
    await browser.close();
  }
}

/** Lighthouse with its default mobile settings (Moto G Power emulation, simulated slow 4G). */
async function lighthouseRun(route) {
  const profile = freshProfileDir("lumen-lh-");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: chromeLauncherFlags(profile),
    userDataDir: false,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(`${server.url}/${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      formFactor: "mobile",
      throttlingMethod: "simulate",
    });
    const lhr = result.lhr;
    fs.writeFileSync(
      path.join(outDir, `lighthouse-${route.replace(/[^\w]+/g, "") || "root"}.json`),
      JSON.stringify(lhr),
    );
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      fcpMs: Math.round(metric("first-contentful-paint")),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Number(metric("cumulative-layout-shift").toFixed(3)),
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

const results = [];
try {
  for (const route of routes) {
    log(`▶ ${route}: transfer sizes`);
    const sizes = await transfer(route);
    const lh = [];
    for (let i = 0; i < runs; i++) {
      log(`▶ ${route}: Lighthouse run ${i + 1}/${runs}`);
      lh.push(await lighthouseRun(route));
    }
    const pick = (k) => median(lh.map((r) => r[k]));
    results.push({
      route,
      js: sizes.js,
      css: sizes.css,
      contentEncodings: sizes.encodings,
      lighthouse: {
        runs,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        fcpMs: pick("fcpMs"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        failedAudits: [...new Set(lh.flatMap((r) => r.failedAudits))],
        runtimeErrors: lh.map((r) => r.runtimeError).filter(Boolean),
      },
    });
  }
} finally {
  await server.close();
}

if (asJson) {
  console.log(JSON.stringify({ chromium: CHROMIUM_PATH, lighthouse: "12.8", results }, null, 2));
} else {
  const head = [
    "route",
    "JS files",
    "JS gz KB",
    "JS br KB",
    "CSS gz KB",
    "CSS br KB",
    "perf",
    "a11y",
    "best-pr",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
  ];
  const rows = results.map((r) => [
    r.route,
    String(r.js.files),
    kb(r.js.gzip),
    kb(r.js.br),
    kb(r.css.gzip),
    kb(r.css.br),
    String(r.lighthouse.performance),
    String(r.lighthouse.accessibility),
    String(r.lighthouse.bestPractices),
    String(r.lighthouse.fcpMs),
    String(r.lighthouse.lcpMs),
    String(r.lighthouse.tbtMs),
    String(r.lighthouse.cls),
  ]);
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (c) => c.map((x, i) => x.padEnd(w[i])).join("  ");
  console.log(
    `Bench (Lighthouse 12.8 mobile, simulated throttling; median of ${runs} run(s); KB = 1000 bytes on the wire)`,
  );
  console.log(line(head));
  console.log(w.map((n) => "-".repeat(n)).join("  "));
  for (const r of rows) console.log(line(r));
  for (const r of results) {
    if (!r.contentEncodings.includes("br") || !r.contentEncodings.includes("gzip")) {
      console.log(
        `ℹ ${r.route}: server answered with encodings ${r.contentEncodings.join(", ")} (sizes above are what it sent)`,
      );
    }
    if (r.lighthouse.failedAudits.length)
      console.log(`ℹ ${r.route}: failing audits: ${r.lighthouse.failedAudits.join(", ")}`);
    for (const e of r.lighthouse.runtimeErrors) console.log(`✖ ${r.route}: Lighthouse error: ${e}`);
  }
  console.log(`Lighthouse reports: ${path.relative(process.cwd(), outDir)}/`);
}
