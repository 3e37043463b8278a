// The server as operators run it: the one-file bundle in a child process (signals, stdout, exit
// codes are real). The bundle is built once per test file into a temporary folder, so these tests
// never depend on, or write into, dist/.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Builds server/main.ts as `<dir>/dist/server/server.mjs` (scripts/build-server.mjs) and returns its path. */
export function buildServerBundle(dir = mkdtempSync(path.join(tmpdir(), "lumen-bundle-"))): string {
  const outfile = path.join(dir, "dist", "server", "server.mjs");
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "build-server.mjs"), "--outfile", outfile], {
    cwd: ROOT,
    stdio: "ignore",
  });
  return outfile;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  /** http://127.0.0.1:PORT (no trailing slash). */
  readonly url: string;
  /** Every stdout line so far. */
  readonly stdout: string[];
  readonly stderr: string[];
  /** Resolves with the first stdout line (already seen or still to come) that `match` accepts. */
  line(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (or the signal's name). */
  readonly exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): void;
}

/** Variables the server reads; the test's own environment must not leak into the child. */
const SERVER_VARIABLES = [
  "PORT",
  "HOST",
  "STATIC_DIR",
  "DATA_FILE",
  "API_TARGET",
  "LOG_LEVEL",
  "DEV_API",
  "TRUST_PROXY",
  "SHUTDOWN_GRACE_MS",
  "NODE_PATH",
];

/** Starts `node bundle --port 0 …args` and waits for the "running at" line. */
export async function spawnServer(
  bundle: string,
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  const child = spawn(process.execPath, [bundle, "--port", "0", ...args], {
    cwd: options.cwd ?? path.dirname(bundle),
    env: { ...env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const waiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      stdout.push(line);
      for (const waiter of [...waiters])
        if (waiter.match(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => stderr.push(...chunk.toString("utf8").split("\n")));
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const line = (match: (line: string) => boolean, timeoutMs = 20_000): Promise<string> => {
    const seen = stdout.find(match);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no such line in ${timeoutMs} ms; stdout:\n${stdout.join("\n")}\nstderr:\n${stderr.join("\n")}`,
            ),
          ),
        timeoutMs,
      );
      waiters.push({
        match,
        resolve: (found) => {
          clearTimeout(timer);
          resolve(found);
        },
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`server exited; stdout:\n${stdout.join("\n")}\nstderr:\n${stderr.join("\n")}`));
      });
    });
  };
  const running = await line((l) => l.includes("Lumen is running at "));
  const url = running.slice(running.indexOf("http://")).replace(/\/$/, "");
  return { child, url, stdout, stderr, line, exited, kill: (signal = "SIGTERM") => child.kill(signal) };
}
