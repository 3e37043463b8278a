// Where the build puts things. Scripts and the e2e harness agree on these through this file.
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const DIST = path.join(ROOT, "dist");
export const WEB_DIST = path.join(DIST, "web");
// Build bookkeeping (Vite's manifest, the pre-prerender HTML, the boot script's CSP hashes) lives
// beside the web root, never in it, so uploading dist/web publishes nothing but the site.
/** The bookkeeping folder of a web build at `webDist` (its sibling, as dist/web → dist/build-info). */
export const buildInfoFor = (webDist) => path.join(path.dirname(webDist), "build-info");
export const SERVER_BUNDLE = path.join(DIST, "server", "server.mjs");
export const CLI_BUNDLE = path.join(DIST, "cli", "lumen.cjs");
export const ARTIFACTS = path.join(ROOT, "artifacts");
export const REPORTS = path.join(ARTIFACTS, "reports");
