// Bundles the server (server/main.ts) into ONE file, dist/server/server.mjs, with every package it
// imports inside (effect, ws, crypto-js) and the locale JSON inlined, so a copy of dist/ runs with
// `node dist/server/server.mjs` and no node_modules (docs/adr/0201-one-file-server.md).
// `--outfile FILE` writes elsewhere (the one-file test builds into a temporary folder).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = process.argv.indexOf("--outfile");
const outfile = at > 0 ? path.resolve(process.argv[at + 1] ?? "") : path.join(root, "dist/server/server.mjs");

await build({
  entryPoints: [path.join(root, "server/main.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  logLevel: "warning",
  legalComments: "none",
  // ws and crypto-js are CommonJS: inside an ESM bundle their require() of Node built-ins needs a
  // real `require`. ws's optional native add-ons (bufferutil, utf-8-validate) are required inside
  // try/catch, so esbuild leaves them out and ws falls back to its JS code, as without them installed.
  banner: {
    js: [
      'import { createRequire as __lumenCreateRequire } from "node:module";',
      "const require = __lumenCreateRequire(import.meta.url);",
    ].join("\n"),
  },
});
console.log(`built ${path.relative(root, outfile) || outfile}`);
