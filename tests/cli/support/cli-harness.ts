/**
 * Drives the BUILT CLI (dist/cli/lumen.mjs) as a child process against the local SSO server
 * started in this process (port 0, fresh data file, temp state folder). The child is spawned
 * asynchronously: a synchronous spawn would block the event loop the server answers on.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startServer, type LocalServerOptions, type RunningServer } from "../../../server/start-server";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const CLI = path.join(ROOT, "dist/cli/lumen.mjs");
/** The password `signUpByEmail` gives the accounts it creates. */
export const PASSWORD = "Secret123";

let built = false;
/** Builds the bundle once per test process, so tests always run the code under test. */
export function buildCli(): void {
  if (built && existsSync(CLI)) return;
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/build-cli.mjs")], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build-cli failed: ${result.stderr}`);
  built = true;
}

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  readonly env?: Readonly<Record<string, string>>;
  readonly baseUrl?: string;
  readonly stateDir?: string;
  readonly timeoutMs?: number;
}

export function runCli(
  args: readonly string[],
  options: RunOptions & { baseUrl: string; stateDir: string },
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [CLI, "--base-url", options.baseUrl, "--state-dir", options.stateDir, "--lang", "en-US", ...args],
      {
        env: { PATH: process.env["PATH"] ?? "", HOME: options.stateDir, ...options.env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 20_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface Harness {
  readonly server: RunningServer;
  readonly baseUrl: string;
  readonly stateDir: string;
  run(args: readonly string[], options?: RunOptions): Promise<CliResult>;
  /** The newest code the server "sent" to `to` (email, or "+{calling code}{digits}"). */
  latestCode(to: string): Promise<string>;
  /**
   * Sends a register code to `email`, reads it from the outbox and runs `signup` with it and
   * `extra` (the password comes from LUMEN_PASSWORD: {@link PASSWORD}). Throws if the code was not sent.
   */
  signUpByEmail(email: string, extra?: readonly string[]): Promise<CliResult>;
  fault(rule: Readonly<Record<string, unknown>>): Promise<void>;
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}

/** `serverOptions`: extra local-server options (admin domains, callback origins …) for one test file. */
export async function startHarness(serverOptions: LocalServerOptions = {}): Promise<Harness> {
  buildCli();
  const dir = mkdtempSync(path.join(tmpdir(), "lumen-cli-test-"));
  const server = await startServer({
    port: 0,
    dataFile: path.join(dir, "data.json"),
    staticDir: path.join(dir, "no-web"),
    resendWaitMs: 0,
    log: { info: () => undefined, warn: () => undefined },
    ...serverOptions,
  });
  const baseUrl = `${server.url.replace(/\/+$/, "")}/api`;
  const stateDir = path.join(dir, "state");
  const api = (p: string, init?: RequestInit) => fetch(`${baseUrl}${p}`, init);
  const harness: Harness = {
    server,
    baseUrl,
    stateDir,
    run: (args, options = {}) => runCli(args, { baseUrl, stateDir, ...options }),
    async signUpByEmail(email, extra = []) {
      const sent = await harness.run(["send-code", "--email", email, "--purpose", "register"]);
      if (sent.code !== 0) throw new Error(`send-code for ${email} exited ${sent.code}: ${sent.stderr}`);
      const code = await harness.latestCode(email);
      return harness.run(["signup", "--email", email, "--code", code, ...extra], {
        env: { LUMEN_PASSWORD: PASSWORD },
      });
    },
    async latestCode(to) {
      const response = await api(`/dev/outbox?to=${encodeURIComponent(to)}`);
      const body: unknown = await response.json();
      const list = Array.isArray(body) ? body : [];
      const first: unknown = list[0];
      if (typeof first === "object" && first !== null && "code" in first && typeof first.code === "string")
        return first.code;
      throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(body)}`);
    },
    async fault(rule) {
      await api("/dev/faults", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(rule),
      });
    },
    async clearFaults() {
      await api("/dev/faults", { method: "DELETE" });
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return harness;
}

/**
 * One harness for the calling test file: started before its tests, closed after them. The value
 * returned stands for it from the start, so the file can hold it in a constant.
 */
export function harnessForSuite(serverOptions: LocalServerOptions = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await startHarness(serverOptions);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  const started = (): Harness => {
    if (!current) throw new Error("the CLI harness is used before beforeAll started it");
    return current;
  };
  return {
    get server() {
      return started().server;
    },
    get baseUrl() {
      return started().baseUrl;
    },
    get stateDir() {
      return started().stateDir;
    },
    run: (args, options) => started().run(args, options),
    latestCode: (to) => started().latestCode(to),
    signUpByEmail: (email, extra) => started().signUpByEmail(email, extra),
    fault: (rule) => started().fault(rule),
    clearFaults: () => started().clearFaults(),
    close: () => started().close(),
  };
}

/** Parses the --json document; fails the test with the raw text when it is not JSON. */
export function jsonOf(result: CliResult): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(result.stdout);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
      return Object.fromEntries(Object.entries(parsed));
  } catch {
    // fall through
  }
  throw new Error(`stdout is not one JSON object:\n${result.stdout}\nstderr:\n${result.stderr}`);
}

/** `data` of a --json document as a record. */
export function dataOf(result: CliResult): Record<string, unknown> {
  const data = jsonOf(result)["data"];
  if (typeof data === "object" && data !== null) return Object.fromEntries(Object.entries(data));
  throw new Error(`no data object in ${result.stdout}`);
}
