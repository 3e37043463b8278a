#!/usr/bin/env node
// Performance budget, checked in `npm test` against the build: every script a first visit fetches
// until network idle (ADR-0126: the services chunk, locale text and prefetched screens count like
// the entry does), loaded in Chromium from the built server once per route and language, each
// response compressed here (gzip 9); the worst language is held against the route's gzip limit
// and its script count against `maxScripts`. The manifest-based first-load figures (what loads
// before the first paint) are printed beside it for comparison.
// It also holds the start-up code's line count (scripts/budget-lines.mjs, ADR-0450).
// Usage: node scripts/budget.mjs [--json] [--dist dist/web] [--static-only]
import fs from "node:fs";
import path from "node:path";
import { firstLoad } from "./lib/manifest-graph.mjs";
import { compressedSize, sumSizes, kb } from "./lib/compressed-size.mjs";
import { BUDGET_ROUTES, LOCALES } from "./lib/budget-routes.mjs";
import { localeNamespaceAssets } from "./lib/locale-assets.mjs";
import { ROOT, WEB_DIST, buildInfoFor } from "./lib/paths.mjs";
import { isMain } from "./lib/is-main.mjs";
import { startBuiltServer } from "./lib/local-server.mjs";
import { scriptsUntilNetworkIdle } from "./lib/network-idle.mjs";
import { testBrowserLaunchOptions } from "./lib/chromium.mjs";
import { chromium } from "playwright-core";
import { countStartupLines, printStartupLines } from "./budget-lines.mjs";

/**
 * Two languages, not seven: the first screens' text is in the HTML, so the scripts do not depend on
 * the language (zh-CN is the default page, ru the longest text); seven loads per route took minutes.
 */
const IDLE_LOCALES = ["zh-CN", "ru"];

/** Worst language per route of what Chromium fetched until network idle, against the limits. */
export async function measureNetworkIdle({
  distDir = WEB_DIST,
  routes = BUDGET_ROUTES,
  locales = IDLE_LOCALES,
} = {}) {
  const server = await startBuiltServer({ staticDir: distDir });
  const browser = await chromium.launch(testBrowserLaunchOptions());
  try {
    const rows = [];
    for (const r of routes) {
      const perLocale = [];
      for (const locale of locales) {
        const load = await scriptsUntilNetworkIdle({
          url: `${server.url}/${r.route}`,
          acceptLanguage: locale,
          browser,
        });
        perLocale.push({ locale, ...load });
      }
      const worst = perLocale.reduce((a, b) => (b.gzip > a.gzip ? b : a));
      const most = perLocale.reduce((a, b) => (b.requests > a.requests ? b : a));
      const problems = [];
      if (worst.gzip > r.limitGzip)
        problems.push(
          `${kb(worst.gzip)} KB gzip fetched until network idle (${worst.locale}), over ${kb(r.limitGzip)} by ${kb(worst.gzip - r.limitGzip)}`,
        );
      if (r.maxScripts !== undefined && most.requests > r.maxScripts)
        problems.push(
          `${most.requests} scripts fetched until network idle (${most.locale}), more than ${r.maxScripts}`,
        );
      if (r.targetGzip !== undefined && (worst.gzip > r.targetGzip || most.requests > r.targetScripts))
        console.warn(
          `⚠ ${r.route}: ${kb(worst.gzip)} KB gzip in ${most.requests} scripts; target ${kb(r.targetGzip)} KB in ${r.targetScripts} (not met yet)`,
        );
      rows.push({
        route: r.route,
        gzip: worst.gzip,
        brotli: worst.brotli,
        worstLocale: worst.locale,
        requests: most.requests,
        limitGzip: r.limitGzip,
        maxScripts: r.maxScripts,
        scripts: worst.scripts.map((s) => ({ file: new URL(s.url).pathname, gzip: s.gzip })),
        ok: problems.length === 0,
        problems,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}

function printNetworkIdle(rows) {
  console.log("Scripts until network idle (worst language; KB = 1000 bytes, each file gzip 9)");
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(8)} ${String(r.requests).padStart(2)} scripts (max ${r.maxScripts ?? "-"})  ${kb(r.gzip)} KB gzip (limit ${kb(r.limitGzip)}, worst ${r.worstLocale})  ${kb(r.brotli)} KB br  ${r.ok ? "ok" : "OVER"}`,
    );
    for (const s of [...r.scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`           ${kb(s.gzip).padStart(6)}  ${s.file}`);
  }
  for (const r of rows) for (const p of r.problems) console.log(`✖ ${r.route}: ${p}`);
}

export function measureBudget({
  distDir = WEB_DIST,
  rootDir = ROOT,
  routes = BUDGET_ROUTES,
  locales = LOCALES,
} = {}) {
  const manifestPath = path.join(buildInfoFor(distDir), "manifest.json");
  if (!fs.existsSync(manifestPath)) {
    throw new Error(
      `${path.relative(rootDir, manifestPath)} not found: the web build must run with build.manifest: true (vite.config.ts).`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
  return routes.map((r) => {
    const load = firstLoad(manifest, r.lazy);
    const counted = new Set(load.js);
    const js = sumSizes(load.js.map((f) => compressedSize(fs.readFileSync(path.join(distDir, f)))));
    const css = sumSizes(load.css.map((f) => compressedSize(fs.readFileSync(path.join(distDir, f)))));
    const perLocale = locales.map((locale) => {
      const parts = r.namespaces.map((ns) =>
        localeNamespaceAssets({ manifest, distDir, rootDir, locale, ns, alreadyCounted: counted }),
      );
      const size = sumSizes(parts.flatMap((p) => p.bytes.map((b) => compressedSize(b))));
      const how = [...new Set(parts.map((p) => p.how))].join("+");
      return { locale, size, how };
    });
    const worst = perLocale.reduce((a, b) => (b.size.gzip > a.size.gzip ? b : a));
    const total = sumSizes([js, worst.size]);
    const problems = [];
    if (load.missing.length > 0)
      problems.push(
        `no chunk for ${load.missing.join(", ")} (update scripts/lib/budget-routes.mjs or lazy-load the screen)`,
      );
    if (total.gzip > r.limitGzip) problems.push(`over budget by ${kb(total.gzip - r.limitGzip)} KB gzip`);
    return {
      route: r.route,
      files: load.js,
      jsSize: js,
      cssSize: css,
      locale: worst,
      total,
      limitGzip: r.limitGzip,
      ok: problems.length === 0,
      problems,
    };
  });
}

function printTable(rows) {
  const head = [
    "route",
    "JS files",
    "JS gz",
    "JS br",
    "locale (worst)",
    "loc gz",
    "total gz",
    "total br",
    "limit gz",
    "CSS gz",
    "ok",
  ];
  const body = rows.map((r) => [
    r.route,
    String(r.files.length),
    kb(r.jsSize.gzip),
    kb(r.jsSize.brotli),
    `${r.locale.locale} (${r.locale.how})`,
    kb(r.locale.size.gzip),
    kb(r.total.gzip),
    kb(r.total.brotli),
    kb(r.limitGzip),
    kb(r.cssSize.gzip),
    r.ok ? "yes" : "NO",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log("First-load budget (KB = 1000 bytes, each file compressed separately)");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(line(b));
  for (const r of rows) for (const p of r.problems) console.log(`ℹ ${r.route} before the first paint: ${p}`);
  for (const r of rows)
    if (r.locale.how.includes("none"))
      console.log(
        `ℹ ${r.route}: some start-up namespaces (${BUDGET_ROUTES.find((b) => b.route === r.route)?.namespaces.join(", ")}) do not exist yet and count as 0`,
      );
  for (const r of rows)
    if (r.locale.how.includes("source"))
      console.log(`ℹ ${r.route}: locale sizes estimated from locales/*.json (not found in the build)`);
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const distArg = args.indexOf("--dist");
  try {
    const distDir = distArg >= 0 ? path.resolve(args[distArg + 1]) : WEB_DIST;
    const rows = measureBudget({ distDir });
    // The first-paint figures are informational (the limits hold against what is fetched until
    // network idle), but a listed screen without a chunk still means the tables measure too little.
    const staticOk = rows.every((r) => r.problems.every((p) => !p.startsWith("no chunk")));
    const idle = args.includes("--static-only") ? [] : await measureNetworkIdle({ distDir });
    // The start-up code's size is held here too (ADR-0450): the budget runs in the test command.
    const startup = countStartupLines();
    if (args.includes("--json"))
      console.log(JSON.stringify({ firstPaint: rows, networkIdle: idle, startupLines: startup }, null, 2));
    else {
      printTable(rows);
      console.log("");
      printNetworkIdle(idle);
      console.log("");
      printStartupLines(startup);
    }
    process.exit(staticOk && idle.every((r) => r.ok) && startup.ok ? 0 : 1);
  } catch (err) {
    console.error(`✖ budget: ${err.message}`);
    process.exit(1);
  }
}
