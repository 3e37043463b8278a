// Every shell example in README.md runs exactly as written, against the built local server started
// the way the README says (`PORT`), with `lumen` on PATH as `npm link` puts it there. It lives with
// the browser tests because, like them, it needs the production build the test command makes first.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const README = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");

interface Example {
  readonly line: number;
  readonly code: string;
  /** Why the README says this block is not run here, from `<!-- readme-test: skip (why) -->`. */
  readonly skip: string | null;
}

/** ```bash fences (indented ones inside lists too), with the skip marker on the line before. */
function shellExamples(markdown: string): Example[] {
  const lines = markdown.split("\n");
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(?:bash|sh|shell)\s*$/.exec(lines[i] ?? "");
    if (!open) continue;
    const indent = open[1]?.length ?? 0;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !/^\s*```\s*$/.test(lines[j] ?? "")) {
      body.push((lines[j] ?? "").slice(indent));
      j++;
    }
    const marker = /<!--\s*readme-test:\s*skip\s*\((.+)\)\s*-->/.exec(lines[i - 1] ?? "");
    examples.push({ line: i + 1, code: body.join("\n"), skip: marker?.[1] ?? null });
    i = j;
  }
  return examples;
}

const examples = shellExamples(README);
/** One example's bound: the slowest (build and pack the CLI, install it offline) under load. */
const EXAMPLE_TIMEOUT_MS = 180_000;
// docs/deploy.md's commands run the same way, where this machine can run them.
const DEPLOY_DOC = fs.readFileSync(path.join(ROOT, "docs/deploy.md"), "utf8");
const deployExamples = shellExamples(DEPLOY_DOC);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

let port = 0;
let work = "";
let server: ReturnType<typeof spawn> | null = null;
const serverLog: string[] = [];
let env: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  port = await freePort();
  work = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-readme-"));
  // What `npm link` makes: a `lumen` on PATH that is a symlink to the package's bin.
  const binDir = path.join(work, "bin");
  fs.mkdirSync(binDir);
  fs.symlinkSync(path.join(ROOT, "dist/cli/lumen.cjs"), path.join(binDir, "lumen"));
  env = {
    ...process.env,
    PORT: String(port),
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}`,
    // The CLI's default state folder, so examples without LUMEN_STATE_DIR stay out of ~/.config.
    XDG_CONFIG_HOME: path.join(work, "config"),
  };
  for (const name of ["LUMEN_BASE_URL", "LUMEN_STATE_DIR", "LUMEN_PASSWORD", "LUMEN_CODE", "API_TARGET"])
    delete env[name];
  // `npm start` minus the build (the test command has just built; rebuilding here would replace
  // dist/web under the browser tests running beside this file): the same launcher and settings.
  server = spawn(process.execPath, [path.join(ROOT, "server/main.mjs")], { cwd: ROOT, env });
  const child = server;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 30 s:\n${serverLog.join("")}`)), 30_000);
    const take = (chunk: Buffer) => {
      serverLog.push(String(chunk));
      const lines = serverLog.join("").trimEnd().split("\n");
      // The URL is the last line the server prints at start (ADR-0140).
      if (/^Lumen is running at http:\/\/127\.0\.0\.1:\d+\/$/.test(lines.at(-1) ?? "")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", take);
    child.stderr?.on("data", take);
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${serverLog.join("")}`)));
  });
  // The first run's step 2 ("press Get code" for me@example.com), which the browser does there.
  const sent = spawnSync(
    "lumen",
    [
      "send-code",
      "--email",
      "me@example.com",
      "--purpose",
      "register",
      "--base-url",
      `http://127.0.0.1:${port}/api`,
    ],
    { env, encoding: "utf8" },
  );
  expect(sent.status, sent.stderr).toBe(0);
}, 60_000);

afterAll(() => {
  server?.kill("SIGTERM");
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe("README shell examples", () => {
  it("the server started from PORT prints its URL on that port as its last line", () => {
    expect(serverLog.join("").trimEnd().split("\n").at(-1)).toBe(
      `Lumen is running at http://127.0.0.1:${port}/`,
    );
  });

  it("skips only the blocks that install, serve until Ctrl+C, run the whole suite or need a real backend", () => {
    const skipped = examples.filter((e) => e.skip !== null).map((e) => e.code.trim());
    expect(skipped).toEqual([
      "npm ci && npm start",
      "npm ci && npm test",
      expect.stringContaining("npm run test:fast"),
      expect.stringContaining("API_TARGET=https://staging.example npm start"),
      expect.stringMatching(/^npm link\b/),
    ]);
    expect(examples.filter((e) => e.skip === null).length).toBeGreaterThanOrEqual(5);
  });

  for (const example of examples.filter((e) => e.skip === null))
    // An example may build and pack the CLI: minutes, not seconds, on a loaded machine.
    it(`README.md:${example.line} runs as written`, () => runsAsWritten(example), EXAMPLE_TIMEOUT_MS);
});

describe("docs/deploy.md shell examples", () => {
  it("skips only the blocks that serve until Ctrl+C behind a proxy, need Caddy or a real backend", () => {
    expect(deployExamples.filter((e) => e.skip !== null).map((e) => e.code.trim())).toEqual([
      expect.stringContaining("node dist/server/server.mjs --host 127.0.0.1 --port 8080 --trust-proxy"),
      expect.stringContaining("caddy run --config dist/deploy/caddy/Caddyfile"),
      expect.stringContaining("API_TARGET=https://api.example.com"),
    ]);
    expect(deployExamples.filter((e) => e.skip === null).length).toBeGreaterThanOrEqual(2);
  });

  for (const example of deployExamples.filter((e) => e.skip === null))
    it(`docs/deploy.md:${example.line} runs as written`, () => runsAsWritten(example), EXAMPLE_TIMEOUT_MS);
});

function runsAsWritten(example: Example): void {
  // -e and pipefail: a failing command anywhere in the block fails the example.
  const run = spawnSync("bash", ["-e", "-o", "pipefail", "-c", example.code], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    timeout: EXAMPLE_TIMEOUT_MS - 10_000,
  });
  const report = `exit ${run.status}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}\n--- server\n${serverLog.join("").slice(-2000)}`;
  expect(run.status, report).toBe(0);
  // Every example prints something to look at; an empty stdout means a pipe lost its input.
  expect(run.stdout.trim(), report).not.toBe("");
  // jq printing null means a field the README names does not exist (or the outbox was empty).
  expect(run.stdout, report).not.toMatch(/\bnull\b/);
}
