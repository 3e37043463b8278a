// Where the build puts things. Scripts and the e2e harness agree on these through this file.
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const DIST = path.join(ROOT, "dist");
export const WEB_DIST = path.join(DIST, "web");
export const SERVER_BUNDLE = path.join(DIST, "server", "server.mjs");
export const CLI_BUNDLE = path.join(DIST, "cli", "lumen.mjs");
export const ARTIFACTS = path.join(ROOT, "artifacts");
export const REPORTS = path.join(ARTIFACTS, "reports");
