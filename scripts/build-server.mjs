// Bundles the local SSO server (server/main.ts) into one ESM file. Packages stay external
// (node_modules is present wherever `npm ci` ran); the locale JSON files are inlined.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

await build({
  entryPoints: [path.join(root, "server/main.ts")],
  outfile: path.join(root, "dist/server/server.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
  legalComments: "none",
});
console.log("built dist/server/server.mjs");
