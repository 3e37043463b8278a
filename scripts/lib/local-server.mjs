// Starts the *built* local server (dist/server/server.mjs) as a child process, exactly as
// `npm start` runs it, for the e2e harness, bench and screenshots. Port 0 (a free port, read from
// the line it prints) and a fresh data file in a temp dir, so runs never see each other's accounts.
// A child process also keeps a server crash from taking the test runner down with it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_BUNDLE, WEB_DIST, ROOT } from "./paths.mjs";

export function assertBuilt(staticDir = WEB_DIST) {
  const missing = [SERVER_BUNDLE, path.join(staticDir, "index.html")].filter((f) => !fs.existsSync(f));
  if (missing.length > 0) {
    throw new Error(
      `The build is missing ${missing.map((f) => path.relative(ROOT, f)).join(", ")}: run 'npm run build' first.`,
    );
  }
}

/**
 * @param {{ quiet?: boolean, args?: string[], env?: Record<string, string>, staticDir?: string, bundle?: string }} [opts]
 *   bundle: another server build to run (npm run load --server-bundle, for before/after runs).
 *   args: extra server flags (see `node dist/server/server.mjs --help`), e.g. ["--registration-type", "2"].
 * @returns {Promise<{ url: string, dataFile: string, logs: string[], pid: number | undefined, close: () => Promise<void> }>}
 */
export async function startBuiltServer({
  quiet = true,
  args = [],
  env = {},
  staticDir = WEB_DIST,
  bundle = SERVER_BUNDLE,
} = {}) {
  assertBuilt(staticDir);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-server-"));
  const dataFile = path.join(dir, "data.json");
  // Settings come from flags only: variables like PORT in the caller's environment must not leak in.
  const cleanEnv = { ...process.env };
  for (const k of [
    "PORT",
    "HOST",
    "STATIC_DIR",
    "DATA_FILE",
    "API_TARGET",
    "REGISTRATION_TYPE",
    "FAULTS",
    "FP_PROXY_404",
    "ADMIN_DOMAINS",
  ])
    delete cleanEnv[k];
  const child = spawn(
    process.execPath,
    [bundle, "--port", "0", "--host", "127.0.0.1", "--static", staticDir, "--data", dataFile, ...args],
    { cwd: ROOT, env: { ...cleanEnv, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  // Server lines (codes, warnings) are kept for failure reports instead of flooding test output.
  const logs = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split("\n").filter(Boolean)) {
      logs.push(line);
      if (logs.length > 5000) logs.shift();
      if (!quiet) console.log(`[server] ${line}`);
    }
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));

  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not print its URL within 20 s:\n${logs.join("\n")}`)),
      20_000,
    );
    const onData = (chunk) => {
      // main.ts prints "Lumen is running at http://127.0.0.1:PORT/".
      const m = /running at (https?:\/\/[^\s/]+)/i.exec(logs.join("\n"));
      if (m) {
        clearTimeout(timer);
        child.stdout.off("data", onData);
        resolve(m[1]);
      }
      return chunk;
    };
    child.stdout.on("data", onData);
    exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (code ${code}) before listening:\n${logs.join("\n")}`));
    });
  });

  return {
    url,
    dataFile,
    logs,
    pid: child.pid,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(killer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
