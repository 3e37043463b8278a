#!/usr/bin/env node
// Packs the CLI on its own: `npm run pack:cli` → dist/lumen-cli-<version>.tgz, holding only the
// bundle (dist/cli/lumen.cjs, the entry, and dist/cli/lumen-runtime.mjs, which it imports when a
// command runs; ADR-0350), a package.json with no dependencies, and a README.
// `npm i -g ./dist/lumen-cli-<version>.tgz` installs it offline; the web app's packages never come along.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const stage = path.join(root, "dist/cli-package");
const dest = path.join(root, "dist");

const built = spawnSync(process.execPath, [path.join(root, "scripts/build-cli.mjs")], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
const BUNDLE_FILES = ["lumen.cjs", "lumen-runtime.mjs"];
for (const name of BUNDLE_FILES) copyFileSync(path.join(root, "dist/cli", name), path.join(stage, name));
const manifest = {
  name: "lumen-cli",
  version: pkg.version,
  description:
    "lumen: the Lumen H5 command line for QA flows and /sso smoke tests (bundled, no dependencies).",
  type: "module",
  bin: { lumen: "lumen.cjs" },
  files: [...BUNDLE_FILES, "README.md"],
  // The bundle uses the global fetch, AbortSignal.timeout and import.meta.dirname-free ESM.
  engines: { node: pkg.engines?.node ?? ">=20.19" },
  license: pkg.license ?? "UNLICENSED",
};
writeFileSync(path.join(stage, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(
  path.join(stage, "README.md"),
  [
    "# lumen-cli",
    "",
    "The `lumen` command of Lumen H5: scripted sign-up, login, unlock and flows for QA, and `lumen smoke`",
    "for the `/sso` endpoints. Bundled, no dependencies; Node 20.19 or later (22 and 24 are the LTS lines).",
    "",
    "    npm i -g ./lumen-cli-" + pkg.version + ".tgz",
    "    lumen --help",
    "",
    "Commands, exit codes and the `--json` shapes: docs/cli.md in the Lumen H5 repository.",
    "",
  ].join("\n"),
);

const packed = spawnSync("npm", ["pack", "--json", "--pack-destination", dest], {
  cwd: stage,
  encoding: "utf8",
});
if (packed.status !== 0) {
  process.stderr.write(packed.stderr);
  process.exit(packed.status ?? 1);
}
const [info] = JSON.parse(packed.stdout);
const file = path.join(dest, info.filename);
console.log(
  `packed ${path.relative(root, file)}: ${(statSync(file).size / 1024).toFixed(0)} kB, ${info.entryCount} files (${(info.unpackedSize / 1024).toFixed(0)} kB unpacked)`,
);
