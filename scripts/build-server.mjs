// Bundles the local SSO server (server/main.ts) into one ESM file. Packages stay external
// (node_modules is present wherever `npm ci` ran); the locale JSON files are inlined.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "dist/server/server.mjs",
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
