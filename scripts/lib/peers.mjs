// The peer pages the bench measures beside ours (../shared/peers, see its README): each is copied
// into artifacts/bench/peers/<name> and built there. The floor (bare React 19 + react-dom) builds
// with this project's own node_modules (same pinned react, react-dom, vite and plugin-react, checked
// below); Supabase Auth UI needs its own lockfile, so it gets `npm ci` in its copy (opt-in flag).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { ARTIFACTS, ROOT } from "./paths.mjs";

export const PEERS_DIR = process.env.LUMEN_PEERS_DIR ?? path.resolve(ROOT, "..", "shared", "peers");

const ownVersion = (pkg) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", pkg, "package.json"), "utf8")).version;

function copyPeer(name) {
  const source = path.join(PEERS_DIR, name);
  if (!fs.existsSync(path.join(source, "index.html"))) throw new Error(`peer ${name} not found at ${source}`);
  const target = path.join(ARTIFACTS, "bench", "peers", name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source)) {
    if (entry === "node_modules" || entry === "dist") continue;
    fs.cpSync(path.join(source, entry), path.join(target, entry), { recursive: true });
  }
  return target;
}

/** Builds the floor with our toolchain; warns when its pins differ from ours. @returns its dist dir */
export async function buildFloor({ log = console.error } = {}) {
  const dir = copyPeer("floor");
  const pins = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  const wanted = { ...pins.dependencies, ...pins.devDependencies };
  for (const [pkg, version] of Object.entries(wanted))
    if (ownVersion(pkg) !== version)
      log(`⚠ floor pins ${pkg} ${version}, this project has ${ownVersion(pkg)}`);
  await build({
    root: dir,
    configFile: false,
    logLevel: "warn",
    base: "./",
    plugins: [react()],
    build: { outDir: path.join(dir, "dist"), emptyOutDir: true },
  });
  return path.join(dir, "dist");
}

/** Installs Supabase Auth UI from its lockfile and builds it in its copy. @returns its dist dir */
export function buildSupabase() {
  const dir = copyPeer("supabase-auth-ui");
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: "inherit" });
  execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "inherit" });
  return path.join(dir, "dist");
}
