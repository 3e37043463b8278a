// Runs one child command for scripts/test-all.mjs: streams its output live (so a long step shows
// progress) and keeps a copy to quote in the summary when the step fails.
import { stripAnsi } from "./strip-ansi.mjs";
import { spawn } from "node:child_process";

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, echo?: boolean }} [opts]
 * @returns {Promise<{ code: number, output: string, ms: number }>}
 */
export function runCommand(cmd, args, { cwd, env, echo = true } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const take = (stream) => (chunk) => {
      output += chunk;
      if (echo) stream.write(chunk);
    };
    child.stdout.on("data", take(process.stdout));
    child.stderr.on("data", take(process.stderr));
    child.on("error", (err) => {
      output += `\n${err.message}\n`;
      resolve({ code: 127, output, ms: Date.now() - started });
    });
    child.on("close", (code, signal) => {
      resolve({ code: code ?? (signal ? 128 : 1), output, ms: Date.now() - started });
    });
  });
}

/** The last `lines` lines of a command's output, for a failure summary. */
export function tail(output, lines = 30) {
  const all = stripAnsi(output).trimEnd().split("\n");
  return all.slice(-lines).join("\n");
}
