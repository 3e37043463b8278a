/**
 * Every ```bash block of docs/cli.md runs as written: with `lumen` on PATH as `npm link` (or the
 * tarball install) puts it there, PORT naming the local server's port as `npm start`'s does, and
 * the repository as the working folder (the install block packs from it). `bash -e -o pipefail`:
 * a failing command anywhere in a block fails it. Integration tier: it runs the built bundle.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLI_BUNDLE, ROOT } from "../../scripts/lib/paths.mjs";
import { harnessForSuite } from "./support/cli-harness";

const h = harnessForSuite({}, { bundle: true });

/** The ```bash fences of a Markdown file, with the line each starts on. */
function bashBlocks(markdown: string): { line: number; code: string }[] {
  const blocks: { line: number; code: string }[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i += 1) {
    if (!/^```bash\s*$/.test(lines[i] ?? "")) continue;
    const start = i + 1;
    while (i + 1 < lines.length && !/^```\s*$/.test(lines[i + 1] ?? "")) i += 1;
    blocks.push({ line: start, code: lines.slice(start, i + 1).join("\n") });
    i += 1;
  }
  return blocks;
}

const blocks = bashBlocks(readFileSync(path.join(ROOT, "docs/cli.md"), "utf8"));

function runBash(code: string, env: NodeJS.ProcessEnv) {
  // Asynchronous: the server answers on this process's event loop.
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn("bash", ["-e", "-o", "pipefail", "-c", code], { cwd: ROOT, env });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.on("error", reject);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

describe("docs/cli.md shell examples", () => {
  it("has the tour's blocks: install, profile, flow, smoke, contract", () => {
    const all = blocks.map((b) => b.code).join("\n");
    for (const part of ["npm i -g", "lumen.config.json", "lumen flow", "lumen smoke", "lumen contract"])
      expect(all).toContain(part);
  });

  for (const block of blocks)
    it(`docs/cli.md:${block.line} runs as written`, async () => {
      const work = mkdtempSync(path.join(tmpdir(), "lumen-cli-doc-"));
      const bin = path.join(work, "bin");
      mkdirSync(bin);
      symlinkSync(CLI_BUNDLE, path.join(bin, "lumen"));
      const env: NodeJS.ProcessEnv = {
        PATH: `${bin}${path.delimiter}${process.env["PATH"] ?? ""}`,
        HOME: work,
        XDG_CONFIG_HOME: path.join(work, "config"),
        LANG: "en_US.UTF-8",
        PORT: new URL(h.baseUrl).port,
      };
      const run = await runBash(block.code, env);
      const report = `exit ${run.status}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
      expect(run.status, report).toBe(0);
      expect(run.stdout.trim(), report).not.toBe("");
    }, 240_000);
});
