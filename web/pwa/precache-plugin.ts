import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { precachePlan, type ViteManifest } from "./precache-plan";

/**
 * Writes sw.js from web/pwa/service-worker.js with its precache plan (web/pwa/precache-plan.ts:
 * the shell, each language's files, every file it may keep) and a version derived from the
 * files' contents, so each deploy ships a new worker. Runs after the bundle is on disk and lists
 * what is really there: Vite drops some chunks late (CSS-only JS stubs), and a single missing URL
 * would make the worker's install fail.
 */
export function precacheServiceWorker(options: {
  readonly template: string;
  /** Lazy modules (paths from the project root) the shell holds besides the entry's own imports. */
  readonly shellModules: readonly string[];
}): Plugin {
  let outDir = "";
  return {
    name: "lumen-precache-service-worker",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const files = listFiles(outDir)
        .map((file) => path.relative(outDir, file).split(path.sep).join("/"))
        .filter(
          (file) =>
            !/\.(map|gz|br)$/.test(file) &&
            !file.startsWith(".vite/") &&
            file !== "sw.js" &&
            // The operator edits it per deployment; it must come from the network (ADR-0150).
            file !== "runtime-config.json" &&
            file !== "index.html",
        )
        .sort();
      const manifest: ViteManifest = JSON.parse(
        fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"),
      );
      const plan = precachePlan({ manifest, files, shellModules: options.shellModules });
      const hash = createHash("sha256");
      for (const file of ["index.html", ...files])
        hash.update(file).update(fs.readFileSync(path.join(outDir, file)));
      const version = hash.digest("hex").slice(0, 12);
      const source = fs
        .readFileSync(options.template, "utf8")
        .replace('"__VERSION__"', JSON.stringify(version))
        .replace('"__PRECACHE__"', JSON.stringify(JSON.stringify(plan)));
      fs.writeFileSync(path.join(outDir, "sw.js"), source);
    },
  };
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}
