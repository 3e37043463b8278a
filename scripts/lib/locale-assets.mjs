// Finds the bytes of one locale namespace in the build, wherever the web app put it:
//  1. a chunk in Vite's manifest (the JSON was dynamically imported: `locales/ja/auth.json`),
//  2. a file copied into dist/web (fetched at run time, possibly with a hash in its name),
//  3. otherwise the source JSON, minified — an estimate, flagged as such in the budget table.
import fs from "node:fs";
import path from "node:path";
import { findChunkKey, staticClosure } from "./manifest-graph.mjs";

function walk(dir) {
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, ent.name);
    if (ent.isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

/**
 * @returns {{ how: "chunk" | "file" | "source" | "none", files: string[], bytes: Buffer[] }}
 *   files are relative to distDir (or to the repo for "source"); chunk files already counted
 *   (`alreadyCounted`) are left out so shared code is not added twice.
 */
export function localeNamespaceAssets({
  manifest,
  distDir,
  rootDir,
  locale,
  ns,
  alreadyCounted = new Set(),
}) {
  const key = findChunkKey(manifest, `locales/${locale}/${ns}.json`);
  if (key) {
    const files = [...staticClosure(manifest, [key])]
      .map((k) => manifest[k].file)
      .filter((f) => !alreadyCounted.has(f));
    return { how: "chunk", files, bytes: files.map((f) => fs.readFileSync(path.join(distDir, f))) };
  }
  const re = new RegExp(`(^|/)${locale.replace("-", "\\-")}/${ns}(\\.[\\w-]+)?\\.json$`);
  const copied = walk(distDir)
    .map((p) => path.relative(distDir, p).split(path.sep).join("/"))
    .filter((p) => re.test(p));
  if (copied.length > 0) {
    const file = copied.sort()[0];
    return { how: "file", files: [file], bytes: [fs.readFileSync(path.join(distDir, file))] };
  }
  const src = path.join(rootDir, "locales", locale, `${ns}.json`);
  if (fs.existsSync(src)) {
    const min = Buffer.from(JSON.stringify(JSON.parse(fs.readFileSync(src, "utf8"))));
    return { how: "source", files: [`locales/${locale}/${ns}.json`], bytes: [min] };
  }
  return { how: "none", files: [], bytes: [] };
}
