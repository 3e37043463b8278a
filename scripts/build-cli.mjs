#!/usr/bin/env node
// Bundles the CLI into two self-contained files with no node_modules or TS loader needed:
//   dist/cli/lumen.cjs          the entry ("bin", with a shebang): commander, the grammar and the
//                               `cli` translations, all that --help, --version and usage errors need;
//   dist/cli/lumen-runtime.mjs  the runner and the Node composition, imported when a command runs.
// One file used to hold both, but Node still read, compiled and (for the eager parts) evaluated its
// 1.2 MB on every --help; the split is ADR-0350's, with the measurements. Inside the runtime file,
// commands are dynamic imports that esbuild keeps as lazily initialised modules. The entry is
// CommonJS: an ES module entry makes Node start its ESM loader, which loads fs/promises, readline
// and the streams (40 internal modules, about 20 ms of a 140 ms start here) before any of our code
// runs; a CommonJS file is read by the loader Node has already started (ADR-0398). It reaches the
// runtime with import(), which Node allows from CommonJS.
import { build } from "esbuild";
import { chmod, mkdir, readFile, stat } from "node:fs/promises";
import { isBuiltin } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outfile = path.join(root, "dist/cli/lumen.cjs");
const runtimeFile = path.join(root, "dist/cli/lumen-runtime.mjs");
const RUNTIME_MODULE = "./runtime/command-runtime";
const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));

/**
 * ESM output hoists every `import … from "node:https"` to the top of the bundle, so Node would load
 * http, https (and with it tls and crypto), zlib, stream … on every start, even for --help, although
 * only lazily initialised modules use them. This plugin routes Node built-ins through tiny CommonJS
 * shims (`module.exports = require("node:https")`), which esbuild wraps lazily: a built-in is
 * loaded when the first module that needs it is initialised (the saving is in docs/performance-log.md).
 */
const lazyBuiltins = (deferred) => ({
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
      contents: deferred.has(args.path)
        ? deferredShim(args.path)
        : `module.exports = require(${JSON.stringify(args.path)});`,
      loader: "js",
    }));
  },
});

/**
 * Commander requires node:child_process when it is evaluated, for executable subcommands that lumen
 * does not have; loading it (and net, dgram … with it) was the largest single cost of `lumen --help`
 * (ADR-0350). In the entry bundle its shim loads the module on the first property read instead. Only
 * the entry: the proxy has no own keys, so esbuild's ESM interop (`import { execFile }` in the
 * runtime) would find nothing on it; commander only ever reads `childProcess.spawn`.
 */
const ENTRY_DEFERRED_BUILTINS = new Set(["node:child_process"]);
const deferredShim = (name) =>
  `let loaded; module.exports = new Proxy({}, { get: (_, key) => (loaded ??= require(${JSON.stringify(name)}))[key] });`;

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

/**
 * The seven `cli` catalogues are in the entry because help needs one of them before anything else;
 * as JavaScript object literals V8 compiles and builds all seven (220 kB) on every start. As
 * `JSON.parse("…")` of a string literal they cost a scan and a fast JSON parse instead (ADR-0350).
 */
const parsedCatalogs = {
  name: "parsed-catalogs",
  setup(b) {
    b.onLoad({ filter: /[\\/]locales[\\/][^\\/]+[\\/]cli\.json$/ }, async (args) => {
      const text = JSON.stringify(JSON.parse(await readFile(args.path, "utf8")));
      return { contents: `export default JSON.parse(${JSON.stringify(text)});`, loader: "js" };
    });
  },
};

/** In the entry, run-lumen.ts's import of the runtime module points at the runtime file beside it. */
const runtimeExternal = {
  name: "runtime-external",
  setup(b) {
    b.onResolve({ filter: /^\.\/runtime\/command-runtime$/ }, (args) =>
      args.path === RUNTIME_MODULE && args.importer.endsWith(path.join("cli", "run-lumen.ts"))
        ? { path: `./${path.basename(runtimeFile)}`, external: true }
        : undefined,
    );
  },
};

/**
 * The entry needs the command table for its names, options and examples, but never runs a command:
 * dispatch hands the name to the runtime file, which loads the command from its own copy of the
 * table. In the entry, the table's `import("./x.command")` loaders resolve to a module that throws
 * if ever evaluated, so the commands' code (and Schema, ofetch …) stays out of the start-up file.
 */
const commandsInRuntimeOnly = {
  name: "commands-in-runtime-only",
  setup(b) {
    b.onResolve({ filter: /\.command$/ }, (args) =>
      args.importer.endsWith(path.join("cli", "commands", "command-table.ts"))
        ? { path: args.path, namespace: "runtime-only-command" }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "runtime-only-command" }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is loaded by the runtime file, not the entry`)});`,
      loader: "js",
    }));
  },
};

await mkdir(path.dirname(outfile), { recursive: true });
const started = performance.now();
const shared = {
  absWorkingDir: root,
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
  logLevel: "warning",
  define: { "process.env.LUMEN_CLI_VERSION": JSON.stringify(pkg.version) },
};
// `require` for the CommonJS dependencies (ws, crypto-js) inside the ES module runtime bundle.
const requireBanner = [
  'import { createRequire as __lumenCreateRequire } from "node:module";',
  "const require = __lumenCreateRequire(import.meta.url);",
];
const results = await Promise.all([
  build({
    ...shared,
    entryPoints: ["cli/main.ts"],
    outfile,
    format: "cjs",
    plugins: [
      runtimeExternal,
      commandsInRuntimeOnly,
      lazyBuiltins(ENTRY_DEFERRED_BUILTINS),
      parsedCatalogs,
      globalFetchOfetch,
    ],
    // CommonJS has its own require; the banner's createRequire is for the ES module runtime.
    banner: { js: "#!/usr/bin/env node" },
  }),
  build({
    ...shared,
    entryPoints: [`cli/${RUNTIME_MODULE.slice(2)}.ts`],
    outfile: runtimeFile,
    plugins: [lazyBuiltins(new Set()), globalFetchOfetch],
    banner: { js: requireBanner.join("\n") },
  }),
]);
await chmod(outfile, 0o755);
const ms = Math.round(performance.now() - started);
for (const file of [outfile, runtimeFile]) {
  const { size } = await stat(file);
  console.log(`built ${path.relative(root, file)} (${(size / 1024).toFixed(0)} kB) in ${ms} ms`);
}
if (process.argv.includes("--analyze")) {
  const { analyzeMetafile } = await import("esbuild");
  for (const result of results) console.log(await analyzeMetafile(result.metafile, { verbose: false }));
}
