#!/usr/bin/env node
// Build step right after `vite build`: moves Vite's bookkeeping (.vite/manifest.json, read by
// prerender, the budget and the bench) out of the web root into dist/build-info/, so a plain
// upload of dist/web to a static host or CDN publishes only the site (docs/deploy.md).
// Usage: node scripts/build-info.mjs [webDist=dist/web]
import fs from "node:fs";
import path from "node:path";
import { isMain } from "./lib/is-main.mjs";
import { WEB_DIST, buildInfoFor } from "./lib/paths.mjs";

export function moveBuildInfo(webDist = WEB_DIST) {
  const from = path.join(webDist, ".vite");
  const to = buildInfoFor(webDist);
  if (!fs.existsSync(from)) throw new Error(`${from} not found: run the web build first`);
  // A fresh build's bookkeeping only: nothing left from the build before.
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) fs.renameSync(path.join(from, name), path.join(to, name));
  fs.rmSync(from, { recursive: true, force: true });
  return to;
}

if (isMain(import.meta.url)) {
  const to = moveBuildInfo(path.resolve(process.argv[2] ?? WEB_DIST));
  console.log(`build-info: Vite's bookkeeping moved to ${path.relative(process.cwd(), to) || "."}`);
}
