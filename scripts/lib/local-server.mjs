// Starts the *built* local server (dist/server/server.mjs) for the e2e harness, bench and
// screenshots, so they exercise exactly what `npm start` serves. Each start gets a fresh data
// file in a temp directory so runs never see each other's accounts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_BUNDLE, WEB_DIST } from "./paths.mjs";

export function assertBuilt() {
  const missing = [SERVER_BUNDLE, path.join(WEB_DIST, "index.html")].filter((f) => !fs.existsSync(f));
  if (missing.length > 0) {
    throw new Error(`The build is missing ${missing.join(", ")}: run 'npm run build' first.`);
  }
}

/**
 * @param {{ quiet?: boolean, options?: Record<string, unknown> }} [opts]
 *   options are passed through to startServer (see server/config/server-options.ts).
 * @returns {Promise<{ url: string, dataFile: string, logs: string[], close: () => Promise<void> }>}
 */
export async function startBuiltServer({ quiet = true, options = {} } = {}) {
  assertBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-server-"));
  const dataFile = path.join(dir, "data.json");
  // Server lines (codes, requests) are kept for failure reports instead of flooding test output.
  const logs = [];
  const keep = (line) => {
    logs.push(String(line));
    if (logs.length > 2000) logs.shift();
    if (!quiet) console.log(line);
  };
  const mod = await import(pathToFileURL(SERVER_BUNDLE).href);
  if (typeof mod.startServer !== "function") {
    throw new Error(`${SERVER_BUNDLE} does not export startServer({ port, staticDir, dataFile })`);
  }
  const server = await mod.startServer({
    port: 0,
    host: "127.0.0.1",
    staticDir: WEB_DIST,
    dataFile,
    log: { info: keep, warn: keep },
    ...options,
  });
  const url = String(server.url).replace(/\/$/, "");
  return {
    url,
    dataFile,
    logs,
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
