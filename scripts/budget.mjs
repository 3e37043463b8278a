#!/usr/bin/env node
// Performance budget, checked in `npm test` from the build output (bytes are deterministic, unlike
// timings): first-load JS per route = entry chunk + its static imports + the route's lazy screen
// chunk + its static imports + the active locale's start-up namespaces, compressed one file at a
// time. The worst of the seven locales is the number held against the limit.
// Usage: node scripts/budget.mjs [--json] [--dist dist/web]
import fs from "node:fs";
import path from "node:path";
import { firstLoad } from "./lib/manifest-graph.mjs";
import { compressedSize, sumSizes, kb } from "./lib/compressed-size.mjs";
import { BUDGET_ROUTES, LOCALES } from "./lib/budget-routes.mjs";
import { localeNamespaceAssets } from "./lib/locale-assets.mjs";
import { ROOT, WEB_DIST } from "./lib/paths.mjs";
import { isMain } from "./lib/is-main.mjs";

export function measureBudget({
  distDir = WEB_DIST,
  rootDir = ROOT,
  routes = BUDGET_ROUTES,
  locales = LOCALES,
} = {}) {
  const manifestPath = path.join(distDir, ".vite", "manifest.json");
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
  for (const r of rows) for (const p of r.problems) console.log(`✖ ${r.route}: ${p}`);
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
    const rows = measureBudget({ distDir: distArg >= 0 ? path.resolve(args[distArg + 1]) : WEB_DIST });
    if (args.includes("--json")) console.log(JSON.stringify(rows, null, 2));
    else printTable(rows);
    process.exit(rows.every((r) => r.ok) ? 0 : 1);
  } catch (err) {
    console.error(`✖ budget: ${err.message}`);
    process.exit(1);
  }
}
