// The other Node.js LTS lines `npm test` also runs the build and the unit suite under. Node 20 (the
// machine's) is past its end of life in April 2026; 22 and 24 are the supported LTS lines. Their
// binaries come from the npm registry's `node-<platform>-<arch>` packages (the official builds,
// ~50 MB each), fetched with `npm pack` once and kept under ~/.cache, so no installer is needed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Exact versions, so a run is reproducible; raise them with the LTS point releases. */
export const EXTRA_NODE_VERSIONS = ["22.23.3", "24.21.0"];

const CACHE = process.env.LUMEN_NODE_CACHE ?? path.join(os.homedir(), ".cache", "lumen-h5", "node");

/**
 * Path to the `node` binary of `version`, downloading it on first use.
 * @param {string} version
 * @returns {{ ok: true, node: string } | { ok: false, error: string }}
 */
export function nodeBinary(version) {
  const dir = path.join(CACHE, version);
  const node = path.join(dir, "package", "bin", "node");
  if (fs.existsSync(node)) return { ok: true, node };
  const pkg = `node-${process.platform}-${process.arch}@${version}`;
  fs.mkdirSync(dir, { recursive: true });
  const packed = spawnSync("npm", ["pack", pkg, "--silent", "--pack-destination", dir], {
    encoding: "utf8",
  });
  const tarball = packed.stdout.trim().split("\n").pop();
  if (packed.status !== 0 || !tarball)
    return { ok: false, error: `npm pack ${pkg} failed (exit ${packed.status}): ${packed.stderr.trim()}` };
  const unpacked = spawnSync("tar", ["xzf", path.join(dir, tarball), "-C", dir], { encoding: "utf8" });
  fs.rmSync(path.join(dir, tarball), { force: true });
  if (unpacked.status !== 0 || !fs.existsSync(node))
    return { ok: false, error: `unpacking ${tarball} failed: ${unpacked.stderr.trim()}` };
  return { ok: true, node };
}
