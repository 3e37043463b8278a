#!/usr/bin/env node
// Bundles the CLI into ONE file, dist/cli/lumen.mjs (ESM, Node platform, with a shebang), so it
// installs as `lumen` from package.json "bin" and runs without node_modules or a TS loader.
// Commands are dynamic imports in cli/: inside a single bundle esbuild keeps each as a lazily
// initialised module, so `lumen --help` evaluates commander and the help texts only.
import { build } from "esbuild";
import { chmod, mkdir, readFile, stat } from "node:fs/promises";
import { isBuiltin } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outfile = path.join(root, "dist/cli/lumen.mjs");
const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));

/**
 * ESM output hoists every `import … from "node:https"` to the top of the bundle, so Node would load
 * http, https (and with it tls and crypto), zlib, stream … on every start, even for --help, although
 * only lazily initialised modules use them. This plugin routes Node built-ins through tiny CommonJS
 * shims (`module.exports = require("node:https")`), which esbuild wraps lazily: a built-in is
 * loaded when the first module that needs it is initialised (the saving is in docs/performance-log.md).
 */
const lazyBuiltins = {
  name: "lazy-builtins",
  setup(b) {
    b.onResolve({ filter: /^[a-z_:/]+$/ }, (args) => {
      if (!isBuiltin(args.path)) return undefined;
      const name = args.path.startsWith("node:") ? args.path : `node:${args.path}`;
      // Inside the shim itself the require must reach Node, not the shim again.
      return args.namespace === "lazy-builtin"
        ? { path: name, external: true }
        : { path: name, namespace: "lazy-builtin" };
    });
    b.onLoad({ filter: /.*/, namespace: "lazy-builtin" }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: "js",
    }));
  },
};

/**
 * ofetch's "node" build wraps node-fetch-native (11 % of the bundle) for runtimes without a global
 * fetch; every Node the CLI supports (20.19+, 22, 24) has one, so the platform-neutral build is used.
 */
const globalFetchOfetch = {
  name: "ofetch-global-fetch",
  setup(b) {
    b.onResolve({ filter: /^ofetch$/ }, () => ({
      path: path.join(root, "node_modules/ofetch/dist/index.mjs"),
    }));
  },
};

await mkdir(path.dirname(outfile), { recursive: true });
const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: ["cli/main.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Full names in stack traces matter more than the few kB minifying identifiers would save;
  // whitespace/syntax minification keeps the file quick to parse.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: "none",
  sourcemap: false,
  metafile: true,
  plugins: [lazyBuiltins, globalFetchOfetch],
  logLevel: "warning",
  define: { "process.env.LUMEN_CLI_VERSION": JSON.stringify(pkg.version) },
  banner: {
    // A shebang, plus `require` for the CommonJS dependencies (ws, crypto-js) inside an ESM bundle.
    js: [
      "#!/usr/bin/env node",
      'import { createRequire as __lumenCreateRequire } from "node:module";',
      "const require = __lumenCreateRequire(import.meta.url);",
    ].join("\n"),
  },
});
await chmod(outfile, 0o755);
const { size } = await stat(outfile);
const ms = Math.round(performance.now() - started);
console.log(`built ${path.relative(root, outfile)} (${(size / 1024).toFixed(0)} kB) in ${ms} ms`);
if (process.argv.includes("--analyze")) {
  const { analyzeMetafile } = await import("esbuild");
  console.log(await analyzeMetafile(result.metafile, { verbose: false }));
}
