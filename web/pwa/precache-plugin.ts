import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Emits sw.js from web/pwa/service-worker.js with the list of files to precache (every emitted
 * asset and every public file, minus source maps and precompressed copies) and a version derived
 * from that list, so each deploy ships a new worker.
 */
export function precacheServiceWorker(options: { template: string; publicDir: string }): Plugin {
  return {
    name: "lumen-precache-service-worker",
    apply: "build",
    generateBundle(_output, bundle) {
      const publicFiles = listFiles(options.publicDir).map((file) => path.relative(options.publicDir, file).split(path.sep).join("/"));
      const files = [...Object.keys(bundle), ...publicFiles].filter(
        (file) => !/\.(map|gz|br)$/.test(file) && !file.startsWith(".vite/") && file !== "sw.js" && file !== "index.html",
      );
      const precache = ["./", ...files.sort()];
      const version = createHash("sha256").update(precache.join("\n")).update(JSON.stringify(Object.values(bundle).map((b) => ("code" in b ? b.code.length : 0)))).digest("hex").slice(0, 12);
      const source = fs.readFileSync(options.template, "utf8").replace('"__VERSION__"', JSON.stringify(version)).replace('"__PRECACHE__"', JSON.stringify(JSON.stringify(precache)));
      this.emitFile({ type: "asset", fileName: "sw.js", source });
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
