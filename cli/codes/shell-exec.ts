/** Runs a `--code-from cmd:…` command through the user's shell, as they would type it. */
import { execFile } from "node:child_process";
import type { ExecResult } from "./code-source";

/** How much of a failed command's stderr a message quotes. */
const STDERR_CHARS = 400;

export function shellExec(
  command: string,
  env: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<ExecResult> {
  return new Promise((resolve) => {
    execFile(
      "/bin/sh",
      ["-c", command],
      { env: { ...process.env, ...env }, timeout: timeoutMs, encoding: "utf8", maxBuffer: 64 * 1024 },
      (error, stdout, stderr) => {
        if (error === null) return resolve({ ok: true, stdout });
        const status = typeof error.code === "number" ? error.code : null;
        resolve({
          ok: false,
          status,
          signal: error.signal ?? null,
          stderr: stderr.trim().slice(-STDERR_CHARS) || (status === null ? error.message : ""),
        });
      },
    );
  });
}
