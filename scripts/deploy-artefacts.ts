#!/usr/bin/env node
// Host configurations for one build, into dist/deploy/ (outside the web root, so uploading
// dist/web publishes none of them): Netlify and Cloudflare Pages `_headers` (+ Netlify
// `_redirects`), an nginx server block and a Caddyfile, all rendered from the bundled server's own
// header and cache tables with this build's boot script hash, files and languages, and with one
// environment's runtime-config.json (its API and socket origins join CSP connect-src).
// Runs as a build step; run it again per environment without rebuilding (docs/deploy.md):
//   node --import tsx scripts/deploy-artefacts.ts --backend https://api.example.com --runtime-config prod.json
import { mkdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  describeProblem,
  readRuntimeConfig,
  RUNTIME_CONFIG_FILE,
} from "../core/contract/runtime-config-file";
import { caddyfile } from "../server/host/deploy/caddyfile";
import { nginxConfig } from "../server/host/deploy/nginx-config";
import { describeSite } from "../server/host/deploy/site-description";
import { NOT_FOUND_PAGE } from "../server/host/builtin-assets";
import {
  cloudflarePagesHeaders,
  cloudflarePagesRedirects,
  netlifyHeaders,
  netlifyRedirects,
} from "../server/host/deploy/static-host-files";
import { builtScriptHashes } from "../server/host/locale-index";

const USAGE = `Usage: node --import tsx scripts/deploy-artefacts.ts [options]
  --web DIR              the built web root (default dist/web)
  --out DIR              where to write (default dist/deploy)
  --backend URL          origin /api/ and /ws/echo are proxied to (env LUMEN_BACKEND, default http://127.0.0.1:8080)
  --runtime-config FILE  this environment's runtime-config.json (default: the one in the web root)
  --root PATH            nginx/Caddy web root on the server (default /srv/lumen/web)
  --listen PORT          nginx listen / Caddy site address port (default 8080)
  --nginx-brotli         nginx: serve .br siblings (needs libnginx-mod-http-brotli-static)
  --name NAME            nginx: prefix of the upstream and map names (default lumen); give each
                         environment sharing one nginx its own (staging, prod)
`;

export interface DeployArtefactOptions {
  readonly web: string;
  readonly out: string;
  readonly backend: string;
  readonly runtimeConfig?: string;
  readonly root: string;
  readonly listen: string;
  readonly nginxBrotli: boolean;
  /** nginx's upstream and map names' prefix (NginxOptions.name). */
  readonly name?: string;
}

export function writeDeployArtefacts(options: DeployArtefactOptions): string[] {
  const configFile = options.runtimeConfig ?? path.join(options.web, RUNTIME_CONFIG_FILE);
  const runtime = existsSync(configFile)
    ? readRuntimeConfig(readFileSync(configFile, "utf8"))
    : { config: { callbackOrigins: [] }, problems: [] };
  if (runtime.problems.length > 0)
    throw new Error(runtime.problems.map((p) => `${configFile}: ${describeProblem(p)}`).join("\n"));
  const scriptHashes = builtScriptHashes(options.web);
  if (scriptHashes.length === 0)
    throw new Error(`no csp-hashes.json for ${options.web}: run the whole build (npm run build) first`);
  const site = describeSite({
    webDir: options.web,
    scriptHashes,
    runtime: runtime.config,
    backend: options.backend,
  });
  const files: Record<string, string> = {
    "netlify/_headers": netlifyHeaders(site),
    "netlify/_redirects": netlifyRedirects(site),
    "cloudflare-pages/_headers": cloudflarePagesHeaders(site),
    "nginx/lumen.conf": nginxConfig(site, {
      listen: options.listen,
      root: options.root,
      brotli: options.nginxBrotli,
      ...(options.name === undefined ? {} : { name: options.name }),
    }),
    "caddy/Caddyfile": caddyfile(site, { address: `:${options.listen}`, root: options.root }),
    // What both static hosts answer a missing path with (the bundled server's page), instead of
    // their own page or, on Cloudflare Pages without one, index.html with 200 (ADR-0505).
    "netlify/404.html": NOT_FOUND_PAGE,
    "cloudflare-pages/404.html": NOT_FOUND_PAGE,
    "cloudflare-pages/_redirects": cloudflarePagesRedirects(site),
  };
  const written: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(options.out, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(file);
  }
  return written;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      web: { type: "string", default: "dist/web" },
      out: { type: "string", default: "dist/deploy" },
      backend: { type: "string" },
      "runtime-config": { type: "string" },
      root: { type: "string", default: "/srv/lumen/web" },
      listen: { type: "string", default: "8080" },
      "nginx-brotli": { type: "boolean", default: false },
      name: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const written = writeDeployArtefacts({
    web: path.resolve(values.web),
    out: path.resolve(values.out),
    backend: values.backend ?? process.env.LUMEN_BACKEND ?? "http://127.0.0.1:8080",
    ...(values["runtime-config"] === undefined
      ? {}
      : { runtimeConfig: path.resolve(values["runtime-config"]) }),
    root: values.root,
    listen: values.listen,
    nginxBrotli: values["nginx-brotli"],
    ...(values.name === undefined ? {} : { name: values.name }),
  });
  console.log(`deploy artefacts: ${written.map((file) => path.relative(process.cwd(), file)).join(", ")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`deploy artefacts: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exitCode = 1;
  }
}
