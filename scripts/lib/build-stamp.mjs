// Whether dist/ was built from the sources as they are now, so `npm start` can skip an up-to-date
// build. A hash of the inputs' contents rather than mtimes: a git checkout or a copy touches every
// file without changing it, and an edit that keeps the mtime (rare, but tools do it) must still count.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DIST, ROOT } from "./paths.mjs";

/** Everything the web, server and CLI builds read (relative to the root). */
const INPUTS = [
  "web",
  "core",
  "adapters",
  "locales",
  "public",
  "server",
  "cli",
  "scripts",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
const STAMP = path.join(DIST, ".build-inputs");

function files(rel) {
  const full = path.join(ROOT, rel);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [rel];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => files(path.join(rel, entry.name)));
}

/** sha256 over every input's path and content (the bundles target Node 20 whichever Node builds them). */
export function inputsHash() {
  const hash = createHash("sha256");
  for (const rel of INPUTS.flatMap(files)) {
    hash.update(`\0${rel}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, rel)));
  }
  return hash.digest("hex");
}

/** @param {string} hash the inputs' hash taken before the build started */
export function writeStamp(hash) {
  fs.mkdirSync(DIST, { recursive: true });
  fs.writeFileSync(STAMP, `${hash}\n`);
}

/** True when the last successful build was made from exactly these inputs. */
export function isUpToDate(hash = inputsHash()) {
  return fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8").trim() === hash;
}
