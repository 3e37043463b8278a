/**
 * `lumen flow` always ends (ADR-0460), as the built bundle in its own process: against a port
 * nobody listens on, against a backend that accepts connections and never answers, at --deadline
 * and at Ctrl+C. Each run ends well within 30 s with a non-zero exit code, one line naming the URL
 * and the cause, and a JUnit file with a case for every user and step.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI_BUNDLE } from "../../../scripts/lib/paths.mjs";
import { buildCli } from "../support/cli-harness";

const STEPS = 4;

/** A TCP server that takes every connection and never says a word. */
interface Silent {
  readonly port: number;
  /** Resolves when the first connection came in. */
  readonly connected: Promise<void>;
  close(): Promise<void>;
}

function silentServer(): Promise<Silent> {
  const sockets = new Set<Socket>();
  let first: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (first = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    first();
  });
  const close = (): Promise<void> => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      resolve({ port, connected, close });
    }),
  );
}

/** A port that was free a moment ago: nothing listens on it. */
async function closedPort(): Promise<number> {
  const { port, close } = await silentServer();
  await close();
  return port;
}

interface Run {
  readonly code: number | null;
  readonly stderr: string;
  readonly ms: number;
  readonly junit: string;
}

function runFlow(
  baseUrl: string,
  extra: readonly string[],
  onStart?: (kill: () => void) => void,
): Promise<Run> {
  return runLumen(["flow", "signup-login", "--users", "2"], baseUrl, extra, onStart);
}

/** The built CLI with `command`, a fresh state folder and `--junit`; `onStart` may interrupt it. */
function runLumen(
  command: readonly string[],
  baseUrl: string,
  extra: readonly string[],
  onStart?: (kill: () => void) => void,
): Promise<Run> {
  const dir = mkdtempSync(path.join(tmpdir(), "lumen-flow-ends-"));
  const junit = path.join(dir, "flow.xml");
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      CLI_BUNDLE,
      ...command,
      "--base-url",
      baseUrl,
      "--state-dir",
      path.join(dir, "state"),
      "--lang",
      "en-US",
      "--junit",
      junit,
      ...extra,
    ],
    { env: { PATH: process.env["PATH"] ?? "", HOME: dir }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  child.stdout.resume();
  onStart?.(() => child.kill("SIGINT"));
  // A backstop far past the 30 s the acceptance allows: a hung run fails the test, not the suite.
  const backstop = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.on("close", (code) => {
      clearTimeout(backstop);
      resolve({ code, stderr, ms: Date.now() - started, junit: readFileSync(junit, "utf8") });
    }),
  );
}

const cases = (xml: string): number => xml.match(/<testcase /g)?.length ?? 0;

describe("lumen flow signup-login --users 2 ends", () => {
  let silent: Silent;
  beforeAll(async () => {
    buildCli();
    silent = await silentServer();
  }, 120_000);
  afterAll(async () => {
    await silent.close();
  });

  it("against a closed port: within 30 s, exit 5, the URL and 'refused' in one line, a JUnit file", async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}/api`;
    const run = await runFlow(baseUrl, []);
    expect(run.ms).toBeLessThan(30_000);
    expect(run.code, run.stderr).toBe(5);
    const cause = run.stderr.split("\n").filter((line) => line.startsWith("Error:"));
    expect(cause).toHaveLength(1);
    expect(cause[0]).toContain(baseUrl);
    expect(cause[0]).toMatch(/refused/);
    expect(cases(run.junit)).toBe(2 * STEPS);
    expect(run.junit).toContain(`failures="${2 * STEPS}"`);
  }, 60_000);

  it("against a backend that never answers: within 30 s, exit 5, the URL and the timeout, a JUnit file", async () => {
    const baseUrl = `http://127.0.0.1:${silent.port}/api`;
    const run = await runFlow(baseUrl, []);
    expect(run.ms).toBeLessThan(30_000);
    expect(run.code, run.stderr).toBe(5);
    const cause = run.stderr.split("\n").filter((line) => line.startsWith("Error:"));
    expect(cause).toHaveLength(1);
    expect(cause[0]).toContain(baseUrl);
    expect(cause[0]).toMatch(/No response .* within 8000 ms/);
    expect(cases(run.junit)).toBe(2 * STEPS);
  }, 60_000);

  it("at --deadline, long before its calls would time out: exit 6 and every unfinished case says why", async () => {
    const run = await runFlow(`http://127.0.0.1:${silent.port}/api`, [
      "--deadline",
      "2s",
      "--timeout",
      "60000",
    ]);
    expect(run.ms).toBeLessThan(15_000);
    expect(run.code, run.stderr).toBe(6);
    expect(run.stderr).toMatch(/deadline of 2 s passed/);
    expect(cases(run.junit)).toBe(2 * STEPS);
    expect(run.junit.match(/deadline of 2 s passed/g)?.length).toBe(2 * STEPS);
  }, 60_000);

  it("at Ctrl+C: exit 130 and the JUnit file is still written", async () => {
    const fresh = await silentServer();
    try {
      const run = await runFlow(
        `http://127.0.0.1:${fresh.port}/api`,
        ["--timeout", "60000"],
        // Interrupted once the run is in a call, as a person would press Ctrl+C on a hung run.
        (interrupt) => void fresh.connected.then(interrupt),
      );
      expect(run.ms).toBeLessThan(15_000);
      expect(run.code, run.stderr).toBe(130);
      expect(run.stderr).toMatch(/stopped with Ctrl\+C/);
      expect(cases(run.junit)).toBe(2 * STEPS);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});

describe("lumen smoke at Ctrl+C", () => {
  beforeAll(() => buildCli(), 120_000);

  it("ends with exit 130 and still writes its JUnit file, the unsent checks marked as stopped", async () => {
    const fresh = await silentServer();
    try {
      const run = await runLumen(
        ["smoke"],
        `http://127.0.0.1:${fresh.port}/api`,
        ["--timeout", "60000"],
        (interrupt) => void fresh.connected.then(interrupt),
      );
      expect(run.ms).toBeLessThan(15_000);
      expect(run.code, run.stderr).toBe(130);
      expect(cases(run.junit)).toBeGreaterThan(0);
      expect(run.junit).toMatch(/stopped with Ctrl\+C/);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
