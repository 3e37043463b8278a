#!/usr/bin/env node
// `npm run build`: every production build that exists, in order (web, then server and CLI, which
// may embed or serve the web output). A part whose sources are not in the tree yet is skipped
// with a warning instead of failing, so the build grows with the project.
import fs from "node:fs";
import path from "node:path";
import { runCommand } from "./lib/run-command.mjs";
import { ROOT } from "./lib/paths.mjs";
import { isMain } from "./lib/is-main.mjs";
import { inputsHash, writeStamp } from "./lib/build-stamp.mjs";

const exists = (rel) => fs.existsSync(path.join(ROOT, rel));
const hasViteConfig = () => ["vite.config.ts", "vite.config.mjs", "vite.config.js"].some(exists);

/** name → what must exist for it to run. */
export const BUILD_STEPS = [
  {
    name: "build:web",
    needs: () => hasViteConfig() && exists("index.html"),
    missing: "vite.config.ts or index.html",
  },
  // Vite's manifest out of the web root (dist/build-info), where prerender and the budget read it.
  {
    name: "build-info",
    cmd: ["node", "scripts/build-info.mjs"],
    needs: () => exists("dist/web/.vite"),
    missing: "dist/web/.vite (the web build's manifest)",
  },
  // The app's route patterns, for hosts that send a real path like /login to its hash route.
  {
    name: "app-routes",
    cmd: ["node", "scripts/app-routes.mjs"],
    needs: () => exists("dist/web/index.html"),
    missing: "dist/web/index.html",
  },
  // The first screens written into index.html per language (after the web build, before compressing).
  {
    name: "prerender",
    cmd: ["node", "scripts/prerender.mjs"],
    needs: () => exists("scripts/prerender.mjs") && exists("dist/web/index.html"),
    missing: "scripts/prerender.mjs",
  },
  // Precompressed .br/.gz beside each asset, if the server side ships the script (ADR-0028).
  {
    name: "precompress",
    cmd: ["node", "scripts/precompress.mjs", "dist/web"],
    needs: () => exists("scripts/precompress.mjs") && exists("dist/web"),
    missing: "scripts/precompress.mjs",
  },
  // Host configurations (Netlify/Cloudflare _headers, nginx, Caddy) from this build's hashes, files
  // and languages, into dist/deploy/ beside the web root (docs/deploy.md).
  {
    name: "deploy-artefacts",
    cmd: ["npm", "run", "--silent", "deploy-artefacts"],
    needs: () => exists("scripts/deploy-artefacts.ts") && exists("dist/web/index.html"),
    missing: "scripts/deploy-artefacts.ts",
  },
  {
    name: "build:server",
    needs: () => exists("scripts/build-server.mjs"),
    missing: "scripts/build-server.mjs",
  },
  { name: "build:cli", needs: () => exists("scripts/build-cli.mjs"), missing: "scripts/build-cli.mjs" },
  // The contract's OpenAPI document and error catalogue, generated from the Schemas.
  {
    name: "build:contract",
    cmd: ["node", "scripts/build-contract.mjs"],
    needs: () => exists("scripts/build-contract.mjs"),
    missing: "scripts/build-contract.mjs",
  },
];

export async function runBuilds({ echo = true } = {}) {
  // Taken before building, so a file edited during the build leaves the stamp stale.
  const hash = inputsHash();
  const results = [];
  for (const step of BUILD_STEPS) {
    if (!step.needs()) {
      console.warn(`⚠ ${step.name} skipped: ${step.missing} not in the tree yet`);
      results.push({ name: step.name, status: "skipped" });
      continue;
    }
    const [cmd, ...args] = step.cmd ?? ["npm", "run", "--silent", step.name];
    console.log(`▶ ${[cmd, ...args].join(" ")}`);
    const { code, output } = await runCommand(cmd, args, { cwd: ROOT, echo });
    results.push({ name: step.name, status: code === 0 ? "passed" : "failed", output });
    if (code !== 0) console.error(`✖ ${step.name} failed (exit ${code})`);
  }
  if (results.every((r) => r.status === "passed")) writeStamp(hash);
  return results;
}

if (isMain(import.meta.url)) {
  const results = await runBuilds();
  process.exit(results.some((r) => r.status === "failed") ? 1 : 0);
}
