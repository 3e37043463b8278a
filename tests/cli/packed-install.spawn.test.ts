/**
 * The release artefact as QA installs it: `npm run pack:cli`, then `npm i -g --offline` of the
 * tarball into an empty prefix (no network, no repository), then the installed `lumen` against
 * the local server. Prints the tarball's size and file count.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/paths.mjs";
import { CONTRACT_VERSION } from "../../core/contract/contract-version";
import { harnessForSuite } from "./support/cli-harness";

const h = harnessForSuite();

describe("the packed CLI", () => {
  it("installs offline into an empty prefix with no dependencies and runs --version, smoke and a flow", async () => {
    const packed = spawnSync(process.execPath, [path.join(ROOT, "scripts/pack-cli.mjs")], {
      encoding: "utf8",
    });
    expect(packed.status, packed.stderr).toBe(0);
    const tarball = readdirSync(path.join(ROOT, "dist")).find((f) => /^lumen-cli-.*\.tgz$/.test(f));
    if (tarball === undefined) throw new Error(`no tarball: ${packed.stdout}`);
    const file = path.join(ROOT, "dist", tarball);
    const size = statSync(file).size;
    const count = Number(/(\d+) files/.exec(packed.stdout)?.[1]);
    console.log(`${tarball}: ${(size / 1024).toFixed(0)} kB, ${count} files`);
    expect(size).toBeLessThan(1.5 * 1024 * 1024);
    // lumen.cjs, lumen-runtime.mjs (ADR-0350, ADR-0398), package.json, README.md.
    expect(count).toBe(4);

    const prefix = mkdtempSync(path.join(tmpdir(), "lumen-prefix-"));
    const cache = mkdtempSync(path.join(tmpdir(), "lumen-npm-cache-"));
    // `npm test --silent` hands npm_config_loglevel=silent down; the install must still say what it added.
    const install = spawnSync(
      "npm",
      ["i", "-g", "--prefix", prefix, "--offline", "--cache", cache, "--loglevel=notice", file],
      { encoding: "utf8", env: { ...process.env, npm_config_registry: "http://127.0.0.1:9/" } },
    );
    expect(install.status, install.stderr).toBe(0);
    expect(install.stdout).toMatch(/added 1 package/);
    const lumen = path.join(prefix, "bin", "lumen");
    const env = {
      PATH: process.env["PATH"] ?? "",
      HOME: prefix,
      LUMEN_BASE_URL: h.baseUrl,
      LUMEN_STATE_DIR: path.join(prefix, "state"),
    };
    // Asynchronous: the server answers on this process's event loop.
    const run = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        const child = spawn(lumen, args, { env, stdio: ["ignore", "pipe", "pipe"] });
        let stdout = "";
        let stderr = "";
        child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
        child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
        child.on("error", reject);
        child.on("close", (status) => resolve({ status, stdout, stderr }));
      });

    // Which Node the installed `lumen` (its `#!/usr/bin/env node`) runs on: the lanes of
    // scripts/test-all.mjs put Node 22 or 24 first on PATH.
    const node = spawnSync("node", ["--version"], { env, encoding: "utf8" });
    console.log(`installed lumen runs on Node ${node.stdout.trim()}`);
    const version = await run("--version");
    expect(version.stdout).toMatch(/^lumen \d+\.\d+\.\d+\n/);
    expect(version.stdout).toContain(CONTRACT_VERSION);
    const smoke = await run("smoke", "--json");
    expect(smoke.status, smoke.stderr).toBe(0);
    const flow = await run("flow", "signup-login", "--users", "5", "--json");
    expect(flow.status, flow.stderr).toBe(0);
    expect(JSON.parse(flow.stdout)).toMatchObject({ ok: true, data: { passed: 5, failed: 0 } });
  }, 240_000);
});
