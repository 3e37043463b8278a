/**
 * Every example `lumen <command> --help` shows (cli/commands/command-table.ts) runs as written
 * against the local server, and exits 0. They run as one QA session would: the commands in
 * SESSION first, in that order (sign up before using the account, log in again after logging out,
 * forgot ends the session), then every other command in the table's order. The environment is what a
 * QA engineer's shell profile would hold (LUMEN_BASE_URL, LUMEN_STATE_DIR) and nothing is added to
 * the command line; the working folder holds the project's lumen.config.json with the `staging`
 * profile the `config show` example names, and receives the file `contract --out` writes.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS, type CommandName } from "../../../cli/commands/command-table";
import { runLumen } from "../../../cli/run-lumen";
import { harnessForSuite } from "../support/cli-harness";
import { splitCommandLine } from "../support/split-command-line";

const h = harnessForSuite();

const SESSION: readonly CommandName[] = [
  "send-code",
  "code",
  "signup",
  "whoami",
  "one-time-token",
  "creator status",
  "creator apply",
  "logout",
  "login",
  "socket",
  "forgot",
  "unlock",
];
const ordered = [
  ...SESSION.flatMap((name) => COMMANDS.filter((spec) => spec.name === name)),
  ...COMMANDS.filter((spec) => !SESSION.includes(spec.name)),
];
const examples = ordered.flatMap(({ name, examples: lines }) =>
  lines.map((line) => ({ command: name, line })),
);

describe("the examples in every command's --help", () => {
  it("name every command at least once", () => {
    for (const { name: command, examples: lines } of COMMANDS) {
      expect(lines.length, command).toBeGreaterThan(0);
      for (const line of lines)
        expect(line, command).toMatch(new RegExp(`^lumen (--\\S+ \\S+ )*${command}( |$)`));
    }
  });

  it("run as written, in order, and each exits 0", async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), "lumen-help-examples-"));
    writeFileSync(
      path.join(cwd, "lumen.config.json"),
      JSON.stringify({ profiles: { staging: { "base-url": "https://staging.example.com/api", retry: 3 } } }),
    );
    const env = {
      PATH: process.env["PATH"] ?? "",
      HOME: cwd,
      LANG: "en_US.UTF-8",
      LUMEN_BASE_URL: h.baseUrl,
      LUMEN_STATE_DIR: path.join(cwd, "state"),
    };
    for (const { command, line } of examples) {
      let stdout = "";
      let stderr = "";
      const code = await runLumen([process.execPath, ...splitCommandLine(line)], {
        env,
        cwd,
        stdout: { write: (text) => void (stdout += text) },
        stderr: { write: (text) => void (stderr += text) },
        stdin: process.stdin,
        stderrStream: process.stderr,
      });
      expect({ command, line, code, stderr }).toEqual({ command, line, code: 0, stderr: expect.any(String) });
      // What each example is there to show, visible in its output.
      if (line.includes("--json")) expect(() => JSON.parse(stdout), line).not.toThrow();
      // The profile's retry shows with its source; its base-url yields to LUMEN_BASE_URL (env wins).
      if (line.startsWith("lumen --profile staging"))
        expect(stdout).toMatch(/^retry\s+3\s+profile staging /m);
    }
    expect(existsSync(path.join(cwd, "openapi.yaml"))).toBe(true);
    expect(readFileSync(path.join(cwd, "openapi.yaml"), "utf8")).toMatch(/^openapi: /m);
  }, 120_000);
});
