/**
 * Drives the `lumen` CLI against the local SSO server started in this process (port 0, fresh data
 * file, temp state folder), one of two ways (ADR-0282):
 * - in process (the default): `runLumen`, the function the bundle's entry calls, with buffers for
 *   stdout and stderr. No build, no child process; these files run in `npm run test:fast`.
 * - the BUILT bundle (dist/cli/lumen.cjs) as a child process, for `*.spawn.test.ts` files (the
 *   integration tier): what ships, with real exit codes, pipes and start-up. The child is spawned
 *   asynchronously: a synchronous spawn would block the event loop the server answers on.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { runLumen } from "../../../cli/run-lumen";
import type { LocalServerOptions, RunningServer } from "../../../server/start-server";
import { CLI_BUNDLE, ROOT } from "../../../scripts/lib/paths.mjs";
import { clearFaults, latestCode, setFaults, startLocalServer } from "../../support/local-server";

/** The password `signUpByEmail` gives the accounts it creates. */
export const PASSWORD = "Secret123";

let built = false;
/** Builds the bundle once per test process, so bundle tests always run the code under test. */
export function buildCli(): void {
  // The fast tier builds nothing; a file that needs the bundle is named *.spawn.test.ts.
  if (process.env["LUMEN_TEST_TIER"] === "fast")
    throw new Error("this test spawns the CLI bundle: name its file *.spawn.test.ts (integration tier)");
  // `npm test` built it moments ago, and the browser tests may be running it right now.
  if ((built || process.env["LUMEN_CLI_BUILT"] === "1") && existsSync(CLI_BUNDLE)) return;
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

type Runner = (
  args: readonly string[],
  options: RunOptions & { baseUrl: string; stateDir: string },
) => Promise<CliResult>;

/**
 * Runs `lumen` in this process with the environment a spawned run would get; stdin is this
 * process's, which is not a terminal under Vitest, so no command prompts.
 */
export const runInProcess: Runner = async (args, options) => {
  let stdout = "";
  let stderr = "";
  const code = await runLumen(
    [
      process.execPath,
      "lumen",
      "--base-url",
      options.baseUrl,
      "--state-dir",
      options.stateDir,
      "--lang",
      "en-US",
      ...args,
    ],
    {
      env: { PATH: process.env["PATH"] ?? "", HOME: options.stateDir, ...options.env },
      stdout: { write: (text) => void (stdout += text) },
      stderr: { write: (text) => void (stderr += text) },
      stdin: process.stdin,
      stderrStream: process.stderr,
    },
  );
  return { code, stdout, stderr };
};

/** Runs the built bundle as a child process (build it first: {@link buildCli}). */
export const runCli: Runner = (args, options) => {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        CLI_BUNDLE,
        "--base-url",
        options.baseUrl,
        "--state-dir",
        options.stateDir,
        "--lang",
        "en-US",
        ...args,
      ],
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
};

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

export interface HarnessOptions {
  /** Run the built bundle as a child process instead of in process (`*.spawn.test.ts` files). */
  readonly bundle?: boolean;
}

/** `serverOptions`: extra local-server options (admin domains, callback origins …) for one test file. */
export async function startHarness(
  serverOptions: LocalServerOptions = {},
  { bundle = false }: HarnessOptions = {},
): Promise<Harness> {
  if (bundle) buildCli();
  const runner = bundle ? runCli : runInProcess;
  const dir = mkdtempSync(path.join(tmpdir(), "lumen-cli-test-"));
  const local = await startLocalServer({
    dataFile: path.join(dir, "data.json"),
    resendWaitMs: 0,
    ...serverOptions,
  });
  const { server, apiBase: baseUrl } = local;
  const stateDir = path.join(dir, "state");
  const harness: Harness = {
    server,
    baseUrl,
    stateDir,
    run: (args, options = {}) => runner(args, { baseUrl, stateDir, ...options }),
    async signUpByEmail(email, extra = []) {
      const sent = await harness.run(["send-code", "--email", email, "--purpose", "register"]);
      if (sent.code !== 0) throw new Error(`send-code for ${email} exited ${sent.code}: ${sent.stderr}`);
      const code = await harness.latestCode(email);
      return harness.run(["signup", "--email", email, "--code", code, ...extra], {
        env: { LUMEN_PASSWORD: PASSWORD },
      });
    },
    latestCode: (to) => latestCode(baseUrl, to),
    fault: (rule) => setFaults(baseUrl, rule),
    clearFaults: () => clearFaults(baseUrl),
    async close() {
      await local.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return harness;
}

/**
 * One harness for the calling test file: started before its tests, closed after them. The value
 * returned stands for it from the start, so the file can hold it in a constant.
 */
export function harnessForSuite(
  serverOptions: LocalServerOptions = {},
  options: HarnessOptions = {},
): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await startHarness(serverOptions, options);
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
